import { useTranslation } from 'react-i18next';
import { createInviteInput, LOCALES, TEAM_ROLES, type ErrorCode, type Locale, type TeamRole } from '@waqt/contracts';
import { Alert, ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { CheckboxGroup } from '../../components/CheckboxGroup/CheckboxGroup.tsx';
import { Dialog, DialogTrigger } from '../../components/Dialog/Dialog.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { Inline, Stack, Text } from '../../components/layout/index.ts';
import { issueMessage } from '../../forms/validation.ts';
import { useAction } from '../../hooks/useAction.ts';
import { useForm } from '../../hooks/useForm.ts';
import { LoadingBlocks } from '../../patterns/Loading.tsx';
import { UpgradePrompt } from '../../patterns/UpgradePrompt.tsx';
import { type ActionOutcome } from '../../patterns/action.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import * as s from './Teams.css.ts';

/** What the invite dialog sends. */
export type InviteValues = {
  email: string;
  role: TeamRole;
  /** The invitee's language: the mail's and the invite page's. */
  locale: Locale;
  /** The calendars an assistant will serve (empty for an owner). */
  calendarIds: string[];
};

/** A calendar the invite may assign. */
export interface InviteCalendarOption {
  id: string;
  name: string;
}

export interface InviteDialogProps {
  /** The team, for the upgrade prompt's link to its subscription. */
  teamId: string;
  /** Sends the invite; the dialog closes when it succeeds and shows the error when not. */
  onInvite: (values: InviteValues) => Promise<ActionOutcome>;
  /** The team's calendars to choose from; undefined while loading. */
  calendars: InviteCalendarOption[] | undefined;
  /** The calendars failed to load (the invite can still be sent; calendars are assigned later). */
  calendarsError?: ErrorCode | undefined;
  /** Loads the calendars again. */
  onRetryCalendars?: (() => void) | undefined;
}

const inviteForm = createInviteInput.pick({ email: true, role: true });

/** The calendars part of the dialog: a box per calendar, or why there is none to tick. */
function CalendarChoice({ role, calendars, error, onRetry, value, onChange }: {
  role: TeamRole;
  calendars: InviteCalendarOption[] | undefined;
  error: ErrorCode | undefined;
  onRetry: (() => void) | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  if (role === 'owner') return <Text tone="secondary" size="small">{t('teams.invites.ownerSeesAll')}</Text>;
  let body;
  if (error) {
    body = (
      <Alert action={onRetry ? <Button variant="secondary" size="sm" onPress={onRetry}>{t('common.retry')}</Button> : undefined}>
        {t('teams.invites.calendarsLoadError')} {t('teams.invites.assignLater')}
      </Alert>
    );
  } else if (!calendars) body = <LoadingBlocks count={2} blockSize="1.5rem" />;
  else if (calendars.length === 0) body = <Text tone="secondary" size="small">{t('teams.invites.calendarsNone')}</Text>;
  if (body) {
    return (
      <Stack space="xs">
        <Text weight="strong" size="small">{t('teams.invites.calendars')}</Text>
        {body}
      </Stack>
    );
  }
  return (
    <CheckboxGroup label={t('teams.invites.calendars')} description={t('teams.invites.calendarsHelp')} value={value} onChange={onChange} className={s.checkList}>
      {calendars!.map((c) => (
        <Checkbox key={c.id} value={c.id}>
          {c.name}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/**
 * "Invite member": the address, the role, the invitee's language (the inviter's own by default) and,
 * for an assistant, the calendars they will serve — assigned when they accept.
 */
export function InviteDialog(props: InviteDialogProps) {
  const { t } = useTranslation();
  // The form lives inside the dialog: each opening starts afresh.
  return (
    <DialogTrigger>
      <Button>{t('teams.invites.invite')}</Button>
      <Dialog title={t('teams.invites.inviteTitle')} size="sm">
        {({ close }) => <InviteForm {...props} close={close} />}
      </Dialog>
    </DialogTrigger>
  );
}

function InviteForm({ teamId, onInvite, calendars, calendarsError, onRetryCalendars, close }: InviteDialogProps & { close: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const invite = useAction(onInvite);
  const { failure, pending } = invite;
  const initial: InviteValues = { email: '', role: 'assistant', locale, calendarIds: [] };
  const form = useForm(inviteForm, initial, {
    onSubmit: async (data): Promise<ActionOutcome | undefined> => {
      const { values } = form;
      // Only calendars still listed (a refreshed list drops one deleted meanwhile); none for an owner.
      const calendarIds = data.role === 'assistant' ? values.calendarIds.filter((id) => calendars?.some((c) => c.id === id)) : [];
      const outcome = await invite.run({ email: data.email, role: data.role, locale: values.locale, calendarIds });
      if (outcome?.ok) close();
      return outcome;
    },
    serverErrors: failure?.fields,
    clearOnEdit: false,
    message: (issue, key): string | undefined => (key === 'email' && issue && !form.values.email.trim() ? t('validation.required') : issueMessage(t, issue)),
  });
  const { values, errors, set } = form;
  const error = failure?.error;
  return (
    <Form className={s.form} form={form}>
      <Text tone="secondary" size="small">{t('teams.invites.inviteLead')}</Text>
      {error === 'FEATURE_BLOCKED' && failure?.needs?.plan ? (
        <div role="alert">
          <UpgradePrompt needs={failure.needs} teamId={teamId} headingLevel={3} />
        </div>
      ) : (
        <ErrorAlert code={error === 'INVALID_REQUEST' && errors.email ? undefined : error} />
      )}
      <TextField label={t('teams.invites.email')} type="email" autoComplete="off" autoFocus isRequired {...form.field('email')} />
      <RadioGroup label={t('teams.invites.role')} orientation="horizontal" value={values.role} onChange={(role) => set('role', role as TeamRole)}>
        {TEAM_ROLES.map((role) => (
          <Radio key={role} value={role}>
            {t(`teams.roles.${role}`)}
          </Radio>
        ))}
      </RadioGroup>
      <CalendarChoice
        role={values.role}
        calendars={calendars}
        error={calendarsError}
        onRetry={onRetryCalendars}
        value={values.calendarIds}
        onChange={(calendarIds) => set('calendarIds', calendarIds)}
      />
      <RadioGroup
        label={t('teams.invites.language')}
        description={t('teams.invites.languageHelp')}
        orientation="horizontal"
        value={values.locale}
        onChange={(l) => set('locale', l as Locale)}
      >
        {LOCALES.map((l) => (
          <Radio key={l} value={l}>
            <span lang={l}>{t(`shell.localeName.${l}`)}</span>
          </Radio>
        ))}
      </RadioGroup>
      <Inline align="end">
        <Button variant="secondary" onPress={close} isDisabled={pending}>{t('common.cancel')}</Button>
        <Button type="submit" isPending={pending}>{t('teams.invites.send')}</Button>
      </Inline>
    </Form>
  );
}
