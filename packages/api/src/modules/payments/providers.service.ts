import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { keysModeIssue, PAYMENT_ISSUES, type FieldIssueAt, type PaymentProviderFields, type PaymentProviderView } from '@waqt/contracts';
import { lockTeamRow, type Team } from '../teams/teams.queries.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { AppError } from '../../errors.ts';
import { requireFeature } from '../billing/entitlements.ts';
import { withTx, type Db } from '../../db/tx.ts';
import { GatewayError } from '../../payments/gateway.ts';
import { open, seal } from '../../payments/secret-box.ts';
import {
  clearOtherDefaultProviders,
  countOtherProviders,
  deleteProviderRow,
  makeOldestProviderDefault,
  providerOfTeam,
  upsertProviderRow,
  type ProviderRow,
} from './payments.queries.ts';


/** What an owner sees: never the secret key (only whether one is saved). */
export function toProviderView(r: ProviderRow): PaymentProviderView {
  return {
    id: r.id,
    kind: r.kind,
    isDefault: r.is_default,
    publishableKey: r.publishable_key,
    hasSecretKey: r.secret_key_enc !== null,
    webhookSecret: r.webhook_secret,
    bankName: r.bank_name,
    iban: r.iban,
    accountHolder: r.account_holder,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** The team's card provider among its providers, if it has one. */
export const cardProvider = (providers: readonly ProviderRow[]) => providers.find((p) => p.kind === 'card');

/** The card provider's secret key, decrypted (server-side calls to the gateway only; never logged). */
export function secretKeyOf(deps: Pick<AppDeps, 'config'>, p: ProviderRow): string {
  if (!p.secret_key_enc) throw new AppError('PAYMENT_PROVIDER_CONFIG');
  return open(deps.config.paymentsKey, p.secret_key_enc, p.id);
}

type KeyField = 'publishableKey' | 'secretKey';
const fieldIssue = (field: KeyField, issue: string): FieldIssueAt => ({ path: `provider.${field}`, issue });

/** What the gateway said about one key: known, unknown (401), known but not allowed to list (403, 405), or something else. */
type KeyVerdict = 'ok' | 'not_recognised' | 'cannot_list' | { error: unknown };

/**
 * Checks a key pair against the gateway before it is saved, and says which key is wrong and why (the
 * dialog marks that field); nothing is saved on a refusal, and no key is logged or sent back:
 * - one test key and one live key → MOYASAR_KEY_MODE_MISMATCH, on the key the owner typed (the secret
 *   key when one was sent, else the publishable key), saying which mode it is;
 * - a key the gateway does not know (401; the publishable key is asked with a call that creates
 *   nothing) → MOYASAR_KEY_NOT_RECOGNISED, on each such key;
 * - a secret key the gateway knows but that may not list payments (403 "credentials not enough", 405
 *   "not activated to use live account") → MOYASAR_SECRET_CANNOT_LIST;
 * - anything else (the gateway down, an answer we do not know) → PAYMENT_PROVIDER_CONFIG.
 * Whether the two keys belong to one account cannot be asked without a payment: not checked.
 */
async function checkKeys(deps: AppDeps, publishableKey: string, secretKey: string, typed: KeyField): Promise<void> {
  const modeIssue = keysModeIssue(publishableKey, secretKey, typed);
  if (modeIssue) throw new AppError('MOYASAR_KEY_MODE_MISMATCH', undefined, { fields: [fieldIssue(typed, modeIssue)] });
  const verdict = async (field: KeyField, ask: () => Promise<unknown>): Promise<KeyVerdict> => {
    try {
      const known = await ask();
      return known === false ? 'not_recognised' : 'ok';
    } catch (err) {
      const status = err instanceof GatewayError ? err.status : undefined;
      deps.log.warn({ key: field, status, type: err instanceof GatewayError ? err.type : undefined }, 'payment provider key refused by the gateway');
      if (status === 401) return 'not_recognised';
      if (field === 'secretKey' && (status === 403 || status === 405)) return 'cannot_list';
      return { error: err };
    }
  };
  const [pk, sk] = await Promise.all([
    verdict('publishableKey', () => deps.gateway.checkPublishableKey(publishableKey)),
    verdict('secretKey', () => deps.gateway.list(secretKey, { page: '1' })),
  ]);
  const unknown = (['publishableKey', 'secretKey'] as const).filter((f) => (f === 'publishableKey' ? pk : sk) === 'not_recognised');
  if (unknown.length) throw new AppError('MOYASAR_KEY_NOT_RECOGNISED', undefined, { fields: unknown.map((f) => fieldIssue(f, PAYMENT_ISSUES.keyNotRecognised)) });
  if (sk === 'cannot_list') throw new AppError('MOYASAR_SECRET_CANNOT_LIST', undefined, { fields: [fieldIssue('secretKey', PAYMENT_ISSUES.secretCannotList)] });
  const failed = [pk, sk].find((v): v is { error: unknown } => typeof v === 'object');
  if (failed) throw new AppError('PAYMENT_PROVIDER_CONFIG', undefined, { cause: failed.error });
}

/**
 * Adds or edits the team's provider of a kind (one per kind). Personal teams take no payments
 * (PAYMENTS_NOT_AVAILABLE, the upgrade prompt). The first provider becomes the default; `isDefault`
 * moves the default to this one.
 */
export async function saveProvider(
  deps: AppDeps,
  team: Team,
  input: { providerId?: string | undefined; provider: PaymentProviderFields & Record<string, unknown>; isDefault: boolean },
): Promise<PaymentProviderView> {
  if (team.isPersonal) throw new AppError('PAYMENTS_NOT_AVAILABLE');
  // Bank transfer and pay on arrival need `payments`; card payments (the team's Moyasar) `card_payments`.
  await requireFeature(deps.db, team, input.provider.kind === 'card' ? 'card_payments' : 'payments', deps.clock.now());
  const p = input.provider as
    | { kind: 'card'; publishableKey: string; secretKey?: string | undefined }
    | { kind: 'bank_transfer'; bankName: string; iban: string; accountHolder: string }
    | { kind: 'on_arrival' };
  const existing = input.providerId ? await providerOfTeam(deps.db, team.id, input.providerId) : undefined;
  if (input.providerId && !existing) throw new AppError('PAYMENT_PROVIDER_NOT_FOUND');
  if (existing && existing.kind !== p.kind) throw new AppError('INVALID_REQUEST');
  const id = existing?.id ?? randomUUID();
  let secretEnc: string | null = null;
  let webhookSecret: string | null = null;
  if (p.kind === 'card') {
    const secret = p.secretKey ?? (existing ? secretKeyOf(deps, existing) : undefined);
    if (!secret) throw new AppError('PAYMENT_PROVIDER_CONFIG');
    await checkKeys(deps, p.publishableKey, secret, p.secretKey ? 'secretKey' : 'publishableKey');
    secretEnc = seal(deps.config.paymentsKey, secret, id);
    webhookSecret = existing?.webhook_secret ?? randomBytes(24).toString('base64url');
  }
  const now = deps.clock.now();
  const row = await withTx(deps.db, async (tx: EntityManager) => {
    // Serialise the team's provider changes (the default moves atomically).
    await lockTeamRow(tx, team.id);
    const makeDefault = input.isDefault || (await countOtherProviders(tx, team.id, id)) === 0 || existing?.is_default === true;
    if (makeDefault) await clearOtherDefaultProviders(tx, team.id, id);
    try {
      return await upsertProviderRow(tx, {
        id,
        teamId: team.id,
        kind: p.kind,
        isDefault: makeDefault,
        publishableKey: p.kind === 'card' ? p.publishableKey : null,
        secretKeyEnc: secretEnc,
        webhookSecret,
        bankName: p.kind === 'bank_transfer' ? p.bankName : null,
        iban: p.kind === 'bank_transfer' ? p.iban : null,
        accountHolder: p.kind === 'bank_transfer' ? p.accountHolder : null,
        now,
      });
    } catch (err) {
      // payment_providers_team_kind_key: the team already has a provider of this kind (edit it instead).
      if ((err as { driverError?: { constraint?: string } }).driverError?.constraint === 'payment_providers_team_kind_key') throw new AppError('INVALID_REQUEST');
      throw err;
    }
  });
  return toProviderView(row);
}

/** Deletes a provider; when it was the default, the oldest remaining one becomes the default. */
export async function deleteProvider(db: Db, teamId: string, providerId: string): Promise<void> {
  await withTx(db, async (tx) => {
    await lockTeamRow(tx, teamId);
    const gone = await deleteProviderRow(tx, teamId, providerId);
    if (!gone) throw new AppError('PAYMENT_PROVIDER_NOT_FOUND');
    if (gone.is_default) await makeOldestProviderDefault(tx, teamId);
  });
}
