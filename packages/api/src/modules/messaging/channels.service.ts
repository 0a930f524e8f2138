import { randomBytes, randomUUID } from 'node:crypto';
import type { FieldIssueAt, MessagingChannelFields, MessagingChannelView, PhoneChannel } from '@waqt/contracts';
import type { Config } from '../../config.ts';
import { isLoopbackHost } from '../../config.ts';
import type { Db } from '../../db/tx.ts';
import { AppError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { PhoneAccount, PhoneChannelCredentials, PhoneHook } from '../../messaging/types.ts';
import { open, seal } from '../../payments/secret-box.ts';
import type { AppDeps, DevProviders } from '../../trpc/context.ts';
import type { Team } from '../teams/teams.queries.ts';
import { allChannelRows, channelRow, deleteChannel, upsertChannel, type ChannelRow } from './messaging.queries.ts';

/**
 * A team's phone channels (team settings; docs/decisions.md "Phone channels: Unifonic and WhatsApp
 * Cloud API"): SMS through Unifonic, WhatsApp through the Cloud API, one of each per team. Secrets (the
 * AppSid; the access token and app secret) are sealed like the Moyasar secret key — AES-256-GCM under
 * PAYMENTS_ENCRYPTION_KEY, bound to the row id — and never leave the server.
 */

type SmsSecrets = { appSid: string };
type WhatsAppSecrets = { accessToken: string; appSecret: string };

/**
 * Where the provider posts to: Unifonic's DLR webhook and Meta's callback URL, each with the channel's
 * webhook token in the path (for WhatsApp the same token is the console's "verify token").
 */
function webhookUrl(config: Pick<Config, 'apiOrigin'>, row: Pick<ChannelRow, 'channel' | 'webhook_token'>): string {
  return `${config.apiOrigin.replace(/\/$/, '')}/hook/${row.channel === 'sms' ? 'unifonic' : 'whatsapp'}/${row.webhook_token}`;
}

/** What an owner sees: never a secret, only that they are saved. */
export function toChannelView(config: Pick<Config, 'apiOrigin'>, r: ChannelRow): MessagingChannelView {
  return {
    channel: r.channel,
    provider: r.provider,
    enabled: r.enabled,
    senderName: r.sender_name,
    phoneNumberId: r.phone_number_id,
    templates: r.templates,
    hasSecrets: r.secrets_enc.length > 0,
    webhookUrl: webhookUrl(config, r),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** The channel's secrets, opened (server side only; never logged). */
function secretsOf(config: Pick<Config, 'paymentsKey'>, row: Pick<ChannelRow, 'id' | 'secrets_enc'>): Partial<SmsSecrets & WhatsAppSecrets> {
  return JSON.parse(open(config.paymentsKey, row.secrets_enc, row.id)) as Partial<SmsSecrets & WhatsAppSecrets>;
}

/** A WhatsApp channel's app secret (signs Meta's webhooks). */
export const appSecretOf = (config: Pick<Config, 'paymentsKey'>, row: ChannelRow) => secretsOf(config, row).appSecret;

/**
 * What the reminder job sends with: the team's channel with its secrets opened, or null when the team has
 * none or it is switched off.
 */
export async function channelCredentials(deps: Pick<AppDeps, 'config'>, db: Db, teamId: string, channel: PhoneChannel): Promise<PhoneChannelCredentials | null> {
  const row = await channelRow(db, teamId, channel);
  if (!row || !row.enabled) return null;
  const s = secretsOf(deps.config, row);
  if (row.channel === 'sms') return s.appSid ? { channel: 'sms', provider: 'unifonic', senderName: row.sender_name, appSid: s.appSid } : null;
  if (!s.accessToken || !row.phone_number_id || !row.templates) return null;
  return { channel: 'whatsapp', provider: 'whatsapp_cloud', senderName: row.sender_name, phoneNumberId: row.phone_number_id, accessToken: s.accessToken, templates: row.templates };
}

const required = (field: string): FieldIssueAt => ({ path: `settings.${field}`, issue: 'required' });

/**
 * Adds or edits the team's channel (one per channel). Personal teams send no messages
 * (MESSAGING_NOT_AVAILABLE). The first save needs every secret (MESSAGING_CHANNEL_CONFIG naming each
 * missing field); an edit may leave them out to keep the saved ones. The credentials are not tried
 * against the provider (a WhatsApp call would send a message; Unifonic has no free check): a wrong one
 * shows as a failed send in the delivery log, with the provider's words.
 */
export async function saveChannel(deps: AppDeps, team: Team, input: { settings: MessagingChannelFields; enabled?: boolean | undefined }): Promise<MessagingChannelView> {
  if (team.isPersonal) throw new AppError('MESSAGING_NOT_AVAILABLE');
  const s = input.settings;
  const existing = await channelRow(deps.db, team.id, s.channel);
  const id = existing?.id ?? randomUUID();
  const saved = existing ? secretsOf(deps.config, existing) : {};
  let secrets: SmsSecrets | WhatsAppSecrets;
  if (s.channel === 'sms') {
    const appSid = s.appSid ?? saved.appSid;
    if (!appSid) throw new AppError('MESSAGING_CHANNEL_CONFIG', undefined, { fields: [required('appSid')] });
    secrets = { appSid };
  } else {
    const accessToken = s.accessToken ?? saved.accessToken;
    const appSecret = s.appSecret ?? saved.appSecret;
    const missing = [...(accessToken ? [] : ['accessToken']), ...(appSecret ? [] : ['appSecret'])];
    if (missing.length) throw new AppError('MESSAGING_CHANNEL_CONFIG', undefined, { fields: missing.map(required) });
    secrets = { accessToken: accessToken!, appSecret: appSecret! };
  }
  const now = deps.clock.now();
  const row = await upsertChannel(deps.db, {
    id,
    teamId: team.id,
    channel: s.channel,
    provider: s.channel === 'sms' ? 'unifonic' : 'whatsapp_cloud',
    enabled: input.enabled ?? true,
    senderName: s.senderName,
    phoneNumberId: s.channel === 'whatsapp' ? s.phoneNumberId : null,
    templatesJson: s.channel === 'whatsapp' ? JSON.stringify(s.templates) : null,
    secretsEnc: seal(deps.config.paymentsKey, JSON.stringify(secrets), id),
    webhookToken: existing?.webhook_token ?? randomBytes(24).toString('base64url'),
    now,
  });
  await registerSandboxHook(deps, row, secrets, existing);
  return toChannelView(deps.config, row);
}

/** Removes the team's channel; NOT_FOUND when it has none. Reminders already planned for it are skipped at send time (channel off). */
export async function removeChannel(deps: AppDeps, teamId: string, channel: PhoneChannel): Promise<void> {
  const gone = await deleteChannel(deps.db, teamId, channel);
  if (!gone) throw new AppError('NOT_FOUND');
  const s = secretsOf(deps.config, gone);
  await sandboxHook(deps, { remove: gone.channel === 'sms' ? { channel: 'sms', appSid: s.appSid } : { channel: 'whatsapp', phoneNumberId: gone.phone_number_id } });
}

// ——— The phone sandbox outside production ———

/** Whether a channel's provider is the local phone sandbox (never in production; a real provider is never on loopback). */
export function isPhoneSandbox(config: Pick<Config, 'env' | 'unifonicBaseUrl' | 'whatsappBaseUrl'>, channel: PhoneChannel): boolean {
  if (config.env === 'production') return false;
  return isLoopbackHost(new URL(channel === 'sms' ? config.unifonicBaseUrl : config.whatsappBaseUrl).hostname);
}

/**
 * Sets or removes an account's hook at the channel's provider when that is a local phone sandbox, through
 * the registry the development wiring gives (deps.dev; none in production). Failures only warn.
 */
async function sandboxHook(deps: { config: Config; log: Logger; dev?: DevProviders | undefined }, change: { set: PhoneHook } | { remove: PhoneAccount }): Promise<void> {
  const channel = 'set' in change ? change.set.channel : change.remove.channel;
  const registry = deps.dev?.phoneHooks;
  if (!registry || !isPhoneSandbox(deps.config, channel)) return;
  const base = channel === 'sms' ? deps.config.unifonicBaseUrl : deps.config.whatsappBaseUrl;
  try {
    const status = 'set' in change ? await registry.set(base, change.set) : await registry.remove(base, change.remove);
    const refused = (status < 200 || status > 299) && !('remove' in change && status === 404);
    if (refused) deps.log.warn({ channel, status }, 'phone sandbox refused the webhook registration');
  } catch (err) {
    deps.log.warn({ channel, err: (err as Error).message }, 'phone sandbox unreachable: webhook not registered');
  }
}

/**
 * Outside production, what an owner does in Unifonic's and Meta's consoles — pointing the delivery
 * webhook at `webhookUrl` (with the app secret for Meta's signatures) — is done with the sandbox. A
 * changed AppSid or phone number id leaves the old account's hook behind (harmless: nothing sends there).
 */
async function registerSandboxHook(deps: AppDeps, row: ChannelRow, secrets: SmsSecrets | WhatsAppSecrets, before: ChannelRow | undefined): Promise<void> {
  if (before && row.channel === 'whatsapp' && before.phone_number_id && before.phone_number_id !== row.phone_number_id) {
    await sandboxHook(deps, { remove: { channel: 'whatsapp', phoneNumberId: before.phone_number_id } });
  }
  const url = webhookUrl(deps.config, row);
  await sandboxHook(deps, { set: 'appSid' in secrets ? { channel: 'sms', appSid: secrets.appSid, url } : { channel: 'whatsapp', phoneNumberId: row.phone_number_id, appSecret: secrets.appSecret, url } });
}

/** At start (outside production): registers every saved channel's webhook with the phone sandbox (seeded rows, a new API origin). */
export async function syncSandboxHooks(deps: Pick<AppDeps, 'config' | 'db' | 'log' | 'dev'>): Promise<number> {
  if (!deps.dev || (!isPhoneSandbox(deps.config, 'sms') && !isPhoneSandbox(deps.config, 'whatsapp'))) return 0;
  const rows = await allChannelRows(deps.db);
  for (const row of rows) {
    const s = secretsOf(deps.config, row);
    const url = webhookUrl(deps.config, row);
    await sandboxHook(deps, { set: row.channel === 'sms' ? { channel: 'sms', appSid: s.appSid, url } : { channel: 'whatsapp', phoneNumberId: row.phone_number_id, appSecret: s.appSecret, url } });
  }
  return rows.length;
}
