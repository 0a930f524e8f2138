import { useTranslation } from 'react-i18next';
import { LOCALES, messagingChannelFields, type Locale, type MessagingChannelFields, type MessagingChannelView, type PhoneChannel } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Inline, Text } from '../../components/layout/index.ts';
import { TextField } from '../../components/TextField/TextField.tsx';
import { fieldsUnder, issueMessage, type FieldErrors } from '../../forms/validation.ts';
import { useAction } from '../../hooks/useAction.ts';
import { useForm } from '../../hooks/useForm.ts';
import { useLast } from '../../hooks/useLast.ts';
import type { ActionOutcome } from '../../patterns/action.ts';
import * as s from './Messaging.css.ts';

/** What saving a channel sends (messaging.saveChannel without the team). */
export interface SaveChannelRequest {
  settings: MessagingChannelFields;
  enabled: boolean;
}

/** The dialog's subject: a channel to set up, or the saved one to edit. */
export type ChannelDialogTarget = { channel: PhoneChannel; existing?: MessagingChannelView | undefined };

export interface ChannelDialogProps {
  /** What the dialog sets up or edits; null keeps it closed. */
  target: ChannelDialogTarget | null;
  onClose: () => void;
  /** Saves; the dialog closes when it worked and shows the refusal when not. */
  onSave: (request: SaveChannelRequest) => Promise<ActionOutcome>;
}

/** Set up or edit the team's SMS (Unifonic) or WhatsApp (Cloud API) channel. */
export function ChannelDialog({ target, onClose, onSave }: ChannelDialogProps) {
  const { t } = useTranslation();
  // While it closes (its exit animation), the dialog keeps showing what it was opened for.
  const shown = useLast(target);
  const title = shown ? t(`messaging.${shown.existing ? 'editTitle' : 'setUpTitle'}.${shown.channel}`) : '';
  return (
    <Dialog isOpen={target !== null} onOpenChange={(open) => !open && onClose()} isDismissable size="md" title={title}>
      {shown ? <ChannelForm key={`${shown.channel}:${shown.existing?.updatedAt ?? 'new'}`} target={shown} onClose={onClose} onSave={onSave} /> : null}
    </Dialog>
  );
}

/** Server field paths are the input's (`settings.senderName`); the form's are the channel's own (`senderName`). */
const ownFields = (fields: FieldErrors | undefined) => fieldsUnder('settings', fields);

const required = { issue: 'too_small', params: { min: 1 } };
/** The fields checked against a pattern, and the message that says what the pattern is. */
const FORMATS: Record<string, string> = {
  senderName: 'senderName',
  phoneNumberId: 'phoneNumberId',
  'templates.en.name': 'templateName',
  'templates.ar.name': 'templateName',
  'templates.en.language': 'templateLanguage',
  'templates.ar.language': 'templateLanguage',
};
type Templates = Record<Locale, { name: string; language: string }>;

function ChannelForm({ target, onClose, onSave }: ChannelDialogProps & { target: ChannelDialogTarget }) {
  const { t } = useTranslation();
  const { channel, existing } = target;
  const saved = existing?.hasSecrets === true;
  const secret = (v: string) => (v.trim() ? v : undefined);
  const save = useAction(onSave);
  const form = useForm(
    messagingChannelFields,
    {
      senderName: existing?.senderName ?? '',
      // Secrets are never sent back: their fields always start empty, and empty keeps the saved ones.
      appSid: '',
      phoneNumberId: existing?.phoneNumberId ?? '',
      accessToken: '',
      appSecret: '',
      templates: {
        en: { name: existing?.templates?.en?.name ?? '', language: existing?.templates?.en?.language ?? 'en' },
        ar: { name: existing?.templates?.ar?.name ?? '', language: existing?.templates?.ar?.language ?? 'ar' },
      } as Templates,
    },
    {
      input: ({ senderName, appSid, phoneNumberId, accessToken, appSecret, templates }): MessagingChannelFields =>
        channel === 'sms'
          ? { channel, senderName, ...(secret(appSid) ? { appSid } : {}) }
          : { channel, senderName, phoneNumberId, ...(secret(accessToken) ? { accessToken } : {}), ...(secret(appSecret) ? { appSecret } : {}), templates },
      // A new channel needs its secrets; an edit keeps the saved ones when left empty.
      check: (v, errors) => ({
        ...errors,
        ...(!saved && channel === 'sms' && !v.appSid.trim() ? { appSid: required } : {}),
        ...(!saved && channel === 'whatsapp' && !v.accessToken.trim() ? { accessToken: required } : {}),
        ...(!saved && channel === 'whatsapp' && !v.appSecret.trim() ? { appSecret: required } : {}),
      }),
      onSubmit: async (settings) => {
        const outcome = await save.run({ settings, enabled: existing?.enabled ?? true });
        if (outcome?.ok) onClose();
        return outcome;
      },
      // After a refusal that names its fields, focus goes to the first of them: its message is the answer.
      refusedFields: (failure) => ownFields(failure.fields),
      clearOnEdit: false,
    },
  );
  const { values, set, errors } = form;
  const pending = save.pending;
  const error = save.failure?.error;
  // A refusal that names its fields is said under them only, not again in a banner.
  const shownError = Object.keys(errors).length > 0 ? undefined : error;
  const field = (name: string, help?: string) => ({
    isInvalid: !!errors[name],
    errorMessage: errors[name]?.issue === 'invalid_format' && FORMATS[name] ? t(`messaging.invalid.${FORMATS[name]}`) : issueMessage(t, errors[name]),
    ...(help ? { description: help } : {}),
  });
  /** A secret: a password field that never shows the saved value, only that there is one. */
  const secretField = (name: 'appSid' | 'accessToken' | 'appSecret') => (
    <TextField
      label={t(`messaging.${name}`)}
      type="password"
      value={values[name]}
      onChange={(v) => set(name, v)}
      isRequired={!saved}
      autoComplete="new-password"
      {...field(name, saved ? t('messaging.secretSaved') : t(`messaging.${name}Help`))}
    />
  );

  return (
    <Form className={s.form} form={form}>
      <Text size="small" tone="secondary">{t(`messaging.help.${channel}`)}</Text>
      {shownError ? <Alert>{t(`errors.${shownError}`)}</Alert> : null}
      <TextField
        label={t(`messaging.senderName.${channel}`)}
        value={values.senderName}
        onChange={(v) => set('senderName', v)}
        isRequired
        autoComplete="off"
        {...field('senderName', t(`messaging.senderNameHelp.${channel}`))}
      />
      {channel === 'sms' ? (
        secretField('appSid')
      ) : (
        <>
          <TextField
            label={t('messaging.phoneNumberId')}
            value={values.phoneNumberId}
            onChange={(v) => set('phoneNumberId', v)}
            isRequired
            inputMode="numeric"
            autoComplete="off"
            spellCheck="false"
            {...field('phoneNumberId', t('messaging.phoneNumberIdHelp'))}
          />
          {secretField('accessToken')}
          {secretField('appSecret')}
          {LOCALES.map((l) => (
            <fieldset key={l} className={s.fieldset}>
              <legend className={s.legend}>{t(`messaging.template.${l}`)}</legend>
              <div className={s.pair}>
                <TextField
                  label={t('messaging.templateName')}
                  value={values.templates[l].name}
                  onChange={(name) => set('templates', { ...values.templates, [l]: { ...values.templates[l], name } })}
                  isRequired
                  autoComplete="off"
                  spellCheck="false"
                  {...field(`templates.${l}.name`, t('messaging.templateNameHelp'))}
                />
                <TextField
                  label={t('messaging.templateLanguage')}
                  value={values.templates[l].language}
                  onChange={(language) => set('templates', { ...values.templates, [l]: { ...values.templates[l], language } })}
                  isRequired
                  autoComplete="off"
                  spellCheck="false"
                  {...field(`templates.${l}.language`, t('messaging.templateLanguageHelp'))}
                />
              </div>
            </fieldset>
          ))}
        </>
      )}
      <Inline align="end">
        <Button variant="secondary" isDisabled={pending} onPress={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isPending={pending}>
          {t('messaging.save')}
        </Button>
      </Inline>
    </Form>
  );
}
