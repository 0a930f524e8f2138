import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PROVIDER_KINDS, isTestKey, type ErrorCode, type PaymentProviderFields, type PaymentProviderKind, type PaymentProviderView } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { AlertDialog } from '../../components/Dialog/AlertDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../components/Menu/Menu.tsx';
import { CopyButton } from '../../components/CopyButton/CopyButton.tsx';
import { groupIban } from '../../format/index.ts';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { type ActionOutcome } from '../../patterns/action.ts';
import { UpgradePrompt as PlanUpgradePrompt } from '../../patterns/UpgradePrompt.tsx';
import { ProviderDialog, type ProviderDialogTarget, type SaveProviderRequest } from './ProviderDialog.tsx';
import { useLast } from '../../hooks/useLast.ts';
import { Code, Heading, Inline, Stack, Text, Bidi } from '../../components/layout/index.ts';
import * as s from './Payments.css.ts';

export interface PaymentProvidersProps {
  /** The team, for the upgrade prompt's link to its subscription. */
  teamId: string;
  /** The team's providers, default first (paymentProviders.list); undefined while loading. */
  providers: PaymentProviderView[] | undefined;
  /** Loading failed. */
  loadError?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** The personal team takes no payments: the upgrade prompt shows instead. */
  isPersonal?: boolean | undefined;
  /** Where a business team is created (the upgrade prompt's link). */
  upgradeHref: string;
  /** Where the gateway's webhook must point: `{apiOrigin}/hook/bookings/payments/moyasar`. */
  webhookUrl: string;
  /** Adds or edits a provider (also "make default"); the screen shows a failure itself — FEATURE_BLOCKED as the prompt to the plan it needs. */
  onSave: (request: SaveProviderRequest) => Promise<ActionOutcome>;
  /** Deletes a provider after the confirmation. */
  onDelete: (providerId: string) => Promise<ActionOutcome>;
  /** Copies the webhook URL or secret; no copy buttons without it. */
  onCopy?: ((text: string) => Promise<void> | void) | undefined;
}

/** A saved provider as the fields `save` takes again (the secret key left out: the saved one stays). */
function fieldsOf(p: PaymentProviderView): PaymentProviderFields {
  if (p.kind === 'card') return { kind: 'card', publishableKey: p.publishableKey ?? '' };
  if (p.kind === 'bank_transfer') return { kind: 'bank_transfer', bankName: p.bankName ?? '', iban: p.iban ?? '', accountHolder: p.accountHolder ?? '' };
  return { kind: 'on_arrival' };
}

function UpgradePrompt({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('payments.providers.upgradeTitle')}
      body={t('errors.PAYMENTS_NOT_AVAILABLE')}
      headingLevel={3}
      action={<Link href={href} variant="standalone">{t('teams.home.upgradeAction')}</Link>}
    />
  );
}

/**
 * Team settings → Payment providers (owners): one provider per kind — card (Moyasar), bank transfer,
 * pay on arrival — which is the default, add/edit in a dialog, make default, delete with a confirmation.
 */
export function PaymentProviders({ teamId, providers, loadError, onRetry, isPersonal, upgradeHref, webhookUrl, onSave, onDelete, onCopy }: PaymentProvidersProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<ProviderDialogTarget | null>(null);
  const [toDelete, setToDelete] = useState<PaymentProviderView | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<Extract<ActionOutcome, { ok: false }> | undefined>();
  const actionError = failure?.error;
  const deleting = useLast(toDelete);

  if (isPersonal || loadError === 'PAYMENTS_NOT_AVAILABLE') return <UpgradePrompt href={upgradeHref} />;
  if (loadError) return <LoadFailure title={t('teams.settings.paymentProviders')} code={loadError} onRetry={onRetry} headingLevel={3} />;
  if (!providers) return <LoadingBlocks count={2} blockSize="6rem" />;

  const missing = PAYMENT_PROVIDER_KINDS.filter((k) => !providers.some((p) => p.kind === k));
  const run = async (id: string, action: Promise<ActionOutcome>) => {
    setBusy(id);
    setFailure(undefined);
    const outcome = await action;
    setBusy(null);
    if (!outcome.ok) setFailure(outcome);
  };

  return (
    <Stack space="lg">
      <Text size="small" tone="secondary">{t('payments.providers.lead')}</Text>
      {actionError === 'PAYMENTS_NOT_AVAILABLE' ? (
        <UpgradePrompt href={upgradeHref} />
      ) : actionError === 'FEATURE_BLOCKED' && failure?.needs?.plan ? (
        <div role="alert">
          <PlanUpgradePrompt needs={failure.needs} teamId={teamId} headingLevel={3} />
        </div>
      ) : (
        <ErrorAlert code={actionError} />
      )}
      {providers.length === 0 ? (
        <EmptyState title={t('payments.providers.emptyTitle')} body={t('payments.providers.emptyBody')} headingLevel={3} />
      ) : (
        <ul className={s.list} aria-label={t('payments.providers.list')}>
          {providers.map((p) => (
            <li key={p.id}>
              <ProviderItem
                provider={p}
                webhookUrl={webhookUrl}
                onCopy={onCopy}
                isBusy={busy === p.id}
                onEdit={() => setDialog({ kind: p.kind, existing: p })}
                onMakeDefault={() => void run(p.id, onSave({ providerId: p.id, provider: fieldsOf(p), isDefault: true }))}
                onDelete={() => setToDelete(p)}
              />
            </li>
          ))}
        </ul>
      )}
      {missing.length > 0 ? (
        <Inline>
          <MenuTrigger>
            <Button variant="secondary">{t('payments.providers.add')}</Button>
            <Menu placement="bottom start" onAction={(key) => setDialog({ kind: key as PaymentProviderKind })}>
              {missing.map((k) => (
                <MenuItem key={k} id={k}>
                  {t(`payments.kinds.${k}`)}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
        </Inline>
      ) : null}
      <ProviderDialog teamId={teamId} target={dialog} onClose={() => setDialog(null)} onSave={onSave} upgradeHref={upgradeHref} />
      <AlertDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        variant="destructive"
        title={deleting ? t('payments.providers.deleteTitle', { kind: t(`payments.kinds.${deleting.kind}`) }) : ''}
        primaryActionLabel={t('payments.providers.delete')}
        onPrimaryAction={toDelete ? () => run(toDelete.id, onDelete(toDelete.id)) : undefined}
      >
        {t('payments.providers.deleteBody')}
      </AlertDialog>
    </Stack>
  );
}

interface ProviderItemProps {
  provider: PaymentProviderView;
  webhookUrl: string;
  onCopy?: PaymentProvidersProps['onCopy'];
  isBusy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={s.dt}>{label}</dt>
      <dd className={s.dd}>{children}</dd>
    </>
  );
}

/** One provider: its kind, whether it is the default, what is saved (never the secret key), its actions. */
function ProviderItem({ provider: p, webhookUrl, onCopy, isBusy, onEdit, onMakeDefault, onDelete }: ProviderItemProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const copyable = (text: string, what: string) => (
    <Inline as="span">
      <Code>{text}</Code>
      {onCopy ? <CopyButton text={text} what={what} onCopy={onCopy} /> : null}
    </Inline>
  );
  return (
    <article className={s.item} aria-labelledby={titleId}>
      <Inline>
        <Heading level={3} id={titleId}>
          {t(`payments.kinds.${p.kind}`)}
        </Heading>
        {p.isDefault ? <Badge tone="accent">{t('payments.providers.default')}</Badge> : null}
        {p.kind === 'card' && isTestKey(p.publishableKey) ? <Badge tone="caution">{t('payments.providers.testMode')}</Badge> : null}
      </Inline>
      <Text size="small" tone="secondary">{t(`payments.providers.help.${p.kind}`)}</Text>
      {p.kind === 'card' ? (
        <>
          <dl className={s.dl}>
            <Item label={t('payments.providers.publishableKey')}>
              <Code>{p.publishableKey}</Code>
            </Item>
            <Item label={t('payments.providers.secretKey')}>{t(p.hasSecretKey ? 'payments.providers.secretKeySaved' : 'payments.providers.secretKeyMissing')}</Item>
          </dl>
          {p.webhookSecret ? (
            <section className={s.webhook} aria-labelledby={`${titleId}-webhook`}>
              <Heading level={4} id={`${titleId}-webhook`}>
                {t('payments.providers.webhookTitle')}
              </Heading>
              <Text size="small" tone="secondary">{t('payments.providers.webhookHelp')}</Text>
              <dl className={s.dl}>
                <Item label={t('payments.providers.webhookUrl')}>{copyable(webhookUrl, t('payments.providers.webhookUrl'))}</Item>
                <Item label={t('payments.providers.webhookSecret')}>{copyable(p.webhookSecret, t('payments.providers.webhookSecret'))}</Item>
              </dl>
            </section>
          ) : null}
        </>
      ) : p.kind === 'bank_transfer' ? (
        <dl className={s.dl}>
          <Item label={t('payments.providers.bankName')}>
            <Bidi>{p.bankName}</Bidi>
          </Item>
          <Item label={t('payments.providers.iban')}>
            <Code>{groupIban(p.iban ?? '')}</Code>
          </Item>
          <Item label={t('payments.providers.accountHolder')}>
            <Bidi>{p.accountHolder}</Bidi>
          </Item>
        </dl>
      ) : null}
      <Inline>
        {p.kind !== 'on_arrival' ? (
          <Button size="sm" variant="secondary" onPress={onEdit}>
            {t('payments.providers.edit')}
          </Button>
        ) : null}
        {p.isDefault ? null : (
          <Button size="sm" variant="secondary" isPending={isBusy} onPress={onMakeDefault}>
            {t('payments.providers.setDefault')}
          </Button>
        )}
        <Button size="sm" variant="critical" onPress={onDelete}>
          {t('payments.providers.delete')}
        </Button>
      </Inline>
    </article>
  );
}
