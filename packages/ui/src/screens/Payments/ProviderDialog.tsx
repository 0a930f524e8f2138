import { Trans, useTranslation } from 'react-i18next';
import { keysModeIssue, paymentProviderFieldsSchema, type PaymentProviderFields, type PaymentProviderKind, type PaymentProviderView } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { useAction } from '../../hooks/useAction.ts';
import { useForm } from '../../hooks/useForm.ts';
import { useLast } from '../../hooks/useLast.ts';
import { TextField } from '../../components/TextField/TextField.tsx';
import { fieldsUnder, issueMessage, type FieldErrors } from '../../forms/validation.ts';
import type { ActionOutcome } from '../../patterns/action.ts';
import { groupIban } from '../../format/index.ts';
import { UpgradePrompt } from '../../patterns/UpgradePrompt.tsx';
import { Code, Inline, Text } from '../../components/layout/index.ts';
import * as s from './Payments.css.ts';

/** What saving a provider sends (paymentProviders.save without the team). */
export interface SaveProviderRequest {
  /** The provider edited; a new one when left out. */
  providerId?: string | undefined;
  provider: PaymentProviderFields;
  isDefault: boolean;
}

/** The dialog's subject: a kind to add, or a provider to edit. */
export type ProviderDialogTarget = { kind: PaymentProviderKind; existing?: PaymentProviderView | undefined };

export interface ProviderDialogProps {
  /** The team, for the upgrade prompt's link to its subscription. */
  teamId: string;
  /** What the dialog adds or edits; null keeps it closed. */
  target: ProviderDialogTarget | null;
  onClose: () => void;
  /** Saves; the dialog closes when it worked and shows the error when not (FEATURE_BLOCKED: the prompt to the plan it needs). */
  onSave: (request: SaveProviderRequest) => Promise<ActionOutcome>;
  /** The personal team's way out (PAYMENTS_NOT_AVAILABLE). */
  upgradeHref: string;
}

/** Add or edit one provider: card keys, bank account or nothing (pay on arrival), and whether it is the default. */
export function ProviderDialog({ teamId, target, onClose, onSave, upgradeHref }: ProviderDialogProps) {
  const { t } = useTranslation();
  // While it closes (its exit animation), the dialog keeps showing what it was opened for.
  const shown = useLast(target);
  const title = shown ? t(`payments.providers.${shown.existing ? 'editTitle' : 'addTitle'}.${shown.kind}`) : '';
  return (
    <Dialog isOpen={target !== null} onOpenChange={(open) => !open && onClose()} isDismissable size="md" title={title}>
      {shown ? <ProviderForm key={`${shown.kind}:${shown.existing?.id ?? 'new'}`} teamId={teamId} target={shown} onClose={onClose} onSave={onSave} upgradeHref={upgradeHref} /> : null}
    </Dialog>
  );
}


/** Server field paths are the input's (`provider.iban`); the form's are the provider's own (`iban`). */
const ownFields = (fields: FieldErrors | undefined) => fieldsUnder('provider', fields);

const required = { issue: 'too_small', params: { min: 1 } };

function ProviderForm({ teamId, target, onClose, onSave, upgradeHref }: ProviderDialogProps & { target: ProviderDialogTarget }) {
  const { t } = useTranslation();
  const { kind, existing } = target;
  const save = useAction(onSave);
  const form = useForm(
    paymentProviderFieldsSchema,
    {
      publishableKey: existing?.publishableKey ?? '',
      // The secret key is never sent back: the field always starts empty, and empty keeps the saved one.
      secretKey: '',
      bankName: existing?.bankName ?? '',
      iban: existing?.iban ? groupIban(existing.iban) : '',
      accountHolder: existing?.accountHolder ?? '',
      isDefault: existing?.isDefault ?? false,
    },
    {
      input: ({ publishableKey, secretKey, bankName, iban, accountHolder }): PaymentProviderFields =>
        kind === 'card'
          ? { kind, publishableKey, ...(secretKey.trim() ? { secretKey } : {}) }
          : kind === 'bank_transfer'
            ? { kind, bankName, iban, accountHolder }
            : { kind },
      check: ({ publishableKey, secretKey, iban }, errors) => {
        const found: FieldErrors = { ...errors };
        if (kind === 'card' && !publishableKey.trim()) found.publishableKey = required;
        if (kind === 'card' && !existing && !secretKey.trim()) found.secretKey = required;
        // One test key and one live key: said on the secret key before Moyasar is asked (as the API would).
        const mode = kind === 'card' && !found.publishableKey && !found.secretKey ? keysModeIssue(publishableKey, secretKey, 'secretKey') : undefined;
        if (mode) found.secretKey = { issue: mode };
        if (kind === 'bank_transfer' && !iban.trim()) found.iban = required;
        return found;
      },
      onSubmit: async (provider) => {
        const outcome = await save.run({ ...(existing ? { providerId: existing.id } : {}), provider, isDefault: form.values.isDefault });
        if (outcome?.ok) onClose();
        return outcome;
      },
      // After the server marked a field (a key Moyasar refused), focus goes to it: its message is the answer.
      refusedFields: (failure) => ownFields(failure.fields),
      clearOnEdit: false,
    },
  );
  const { values, set, errors } = form;
  const pending = save.pending;
  const error = save.failure?.error;
  const needs = save.failure?.needs;
  // A refusal that names its fields (INVALID_REQUEST, a key Moyasar refused: which and why) is said
  // under them only, not again in a banner.
  const shownError = Object.keys(errors).length > 0 ? undefined : error;
  const field = (name: string) => ({ isInvalid: !!errors[name], errorMessage: issueMessage(t, errors[name]) });

  return (
    <Form className={s.form} form={form}>
      <Text size="small" tone="secondary">{t(`payments.providers.help.${kind}`)}</Text>
      {shownError === 'FEATURE_BLOCKED' && needs?.plan ? (
        <div role="alert">
          <UpgradePrompt needs={needs} teamId={teamId} headingLevel={3} />
        </div>
      ) : shownError === 'PAYMENTS_NOT_AVAILABLE' ? (
        <Alert action={<Link href={upgradeHref} variant="standalone">{t('teams.home.upgradeAction')}</Link>}>{t('errors.PAYMENTS_NOT_AVAILABLE')}</Alert>
      ) : shownError ? (
        <Alert>{t(`errors.${shownError}`)}</Alert>
      ) : null}
      {kind === 'card' ? (
        <>
          <TextField
            label={t('payments.providers.publishableKey')}
            description={<Trans i18nKey="payments.providers.publishableKeyHelp" components={{ code: <Code /> }} />}
            value={values.publishableKey}
            onChange={(v) => set('publishableKey', v)}
            isRequired
            autoComplete="off"
            spellCheck="false"
            {...field('publishableKey')}
          />
          <TextField
            label={t('payments.providers.secretKey')}
            description={existing?.hasSecretKey ? t('payments.providers.secretKeyKeep') : <Trans i18nKey="payments.providers.secretKeyHelp" components={{ code: <Code /> }} />}
            type="password"
            value={values.secretKey}
            onChange={(v) => set('secretKey', v)}
            isRequired={!existing}
            autoComplete="new-password"
            {...field('secretKey')}
          />
        </>
      ) : kind === 'bank_transfer' ? (
        <>
          <TextField label={t('payments.providers.bankName')} value={values.bankName} onChange={(v) => set('bankName', v)} isRequired {...field('bankName')} />
          <TextField
            label={t('payments.providers.iban')}
            description={<Trans i18nKey="payments.providers.ibanHelp" components={{ code: <Code /> }} />}
            value={values.iban}
            onChange={(v) => set('iban', v)}
            isRequired
            autoComplete="off"
            spellCheck="false"
            {...field('iban')}
          />
          <TextField label={t('payments.providers.accountHolder')} value={values.accountHolder} onChange={(v) => set('accountHolder', v)} isRequired {...field('accountHolder')} />
        </>
      ) : (
        <Text size="small" tone="secondary">{t('payments.providers.onArrivalBody')}</Text>
      )}
      {existing?.isDefault ? null : (
        <Checkbox isSelected={values.isDefault} onChange={(v) => set('isDefault', v)}>
          {t('payments.providers.makeDefault')}
        </Checkbox>
      )}
      <Inline align="end">
        <Button variant="secondary" isDisabled={pending} onPress={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isPending={pending}>
          {t('payments.providers.save')}
        </Button>
      </Inline>
    </Form>
  );
}
