import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { createInviteInput, TEAM_ROLES, type ErrorCode, type InviteView, type PlanNeeds, type TeamRole } from '@waqt/contracts';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { AlertDialog } from '../../components/Dialog/AlertDialog.tsx';
import { Dialog, DialogTrigger } from '../../components/Dialog/Dialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { Table, TableHeader, Column, TableBody, Row, Cell } from '../../components/Table/Table.tsx';
import { Tabs, TabList, Tab, TabPanel } from '../../components/Tabs/Tabs.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { Inline, Section, Text } from '../../components/layout/index.ts';
import { formatDateTime } from '../../format/index.ts';
import { issueMessage, validateWith, type FieldErrors } from '../../forms/validation.ts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { RoleBadge } from '../../patterns/RoleBadge.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { type ActionOutcome } from '../../patterns/action.ts';
import { UpgradePrompt } from '../../patterns/UpgradePrompt.tsx';
import * as s from './Teams.css.ts';

/** What the invite dialog sends. */
export interface InviteValues {
  email: string;
  role: TeamRole;
}

export interface InvitesProps {
  /** The team, for the upgrade prompt's link to its subscription. */
  teamId: string;
  /** Pending invites, newest first; undefined while loading. */
  pending: InviteView[] | undefined;
  /** Cancelled and expired invites; undefined while loading. */
  cancelled: InviteView[] | undefined;
  /** Failure while loading a list. */
  loadError?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /**
   * The team's plan lacks `members` (billing.entitlements, e.g. an ended trial): the prompt to the plan
   * that has them instead of the invite button. Pending invites can still be cancelled.
   */
  membersNeeds?: PlanNeeds | undefined;
  /** Sends an invite; the dialog closes when it succeeds and shows the error when not (FEATURE_BLOCKED: the upgrade prompt). */
  onInvite: (values: InviteValues) => Promise<ActionOutcome>;
  /** Cancels a pending invite after the confirmation. */
  onCancel: (invite: InviteView) => Promise<ActionOutcome>;
  /** The current time, for "expires in …" (injected so stories and tests are stable). */
  now?: Date | undefined;
  /** Time zone for the dates (the viewer's). */
  timeZone?: string | undefined;
}

const inviteForm = createInviteInput.pick({ email: true, role: true });

/** "in 5 hours" / "خلال 5 ساعات": the time left, in the largest unit that fits. */
function timeLeft(tag: string, ms: number): string {
  const rtf = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return minutes < 60 ? rtf.format(minutes, 'minute') : rtf.format(Math.round(minutes / 60), 'hour');
}

function InviteDialog({ teamId, onInvite }: { teamId: string; onInvite: InvitesProps['onInvite'] }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<InviteValues>({ email: '', role: 'assistant' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<ErrorCode | undefined>();
  const [needs, setNeeds] = useState<PlanNeeds | undefined>();
  const [pending, setPending] = useState(false);
  const reset = () => {
    setValues({ email: '', role: 'assistant' });
    setErrors({});
    setError(undefined);
    setNeeds(undefined);
  };
  const submit = async (e: FormEvent, close: () => void) => {
    e.preventDefault();
    const r = validateWith(inviteForm, values);
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    setError(undefined);
    setNeeds(undefined);
    setPending(true);
    const outcome = await onInvite({ email: r.data.email, role: r.data.role });
    setPending(false);
    if (outcome.ok) {
      reset();
      close();
    } else {
      setError(outcome.error);
      setNeeds(outcome.needs);
      if (outcome.fields) setErrors(outcome.fields);
    }
  };
  return (
    <DialogTrigger onOpenChange={(open) => !open && reset()}>
      <Button>{t('teams.invites.invite')}</Button>
      <Dialog title={t('teams.invites.inviteTitle')} size="sm">
        {({ close }) => (
          <Form className={s.form} onSubmit={(e) => void submit(e, close)} validationBehavior="aria">
            <Text tone="secondary" size="small">{t('teams.invites.inviteLead')}</Text>
            {error === 'FEATURE_BLOCKED' && needs?.plan ? (
              <div role="alert">
                <UpgradePrompt needs={needs} teamId={teamId} headingLevel={3} />
              </div>
            ) : (
              <ErrorAlert code={error === 'INVALID_REQUEST' && errors.email ? undefined : error} />
            )}
            <TextField
              label={t('teams.invites.email')}
              type="email"
              name="email"
              autoComplete="off"
              autoFocus
              isRequired
              value={values.email}
              onChange={(email) => setValues((v) => ({ ...v, email }))}
              isInvalid={!!errors.email}
              errorMessage={errors.email && !values.email.trim() ? t('validation.required') : issueMessage(t, errors.email)}
            />
            <RadioGroup
              label={t('teams.invites.role')}
              orientation="horizontal"
              value={values.role}
              onChange={(role) => setValues((v) => ({ ...v, role: role as TeamRole }))}
            >
              {TEAM_ROLES.map((role) => (
                <Radio key={role} value={role}>
                  {t(`teams.roles.${role}`)}
                </Radio>
              ))}
            </RadioGroup>
            <Inline align="end">
              <Button variant="secondary" onPress={close} isDisabled={pending}>{t('common.cancel')}</Button>
              <Button type="submit" isPending={pending}>{t('teams.invites.send')}</Button>
            </Inline>
          </Form>
        )}
      </Dialog>
    </DialogTrigger>
  );
}

function InvitesTable({ invites, kind, now, timeZone, onCancel }: { invites: InviteView[]; kind: 'pending' | 'cancelled'; now: Date; timeZone: string; onCancel: (i: InviteView) => void }) {
  const { t } = useTranslation();
  const { locale, tag } = useLocale();
  const date = (iso: string) => formatDateTime(iso, locale, timeZone, { dateStyle: 'medium', timeStyle: 'short' });
  if (invites.length === 0) {
    return kind === 'pending' ? (
      <EmptyState title={t('teams.invites.emptyPending')} body={t('teams.invites.emptyPendingBody')} headingLevel={3} />
    ) : (
      <EmptyState title={t('teams.invites.emptyCancelled')} body={t('teams.invites.emptyCancelledBody')} headingLevel={3} />
    );
  }
  return (
    <Table aria-label={t(kind === 'pending' ? 'teams.invites.table' : 'teams.invites.tableCancelled')} cardsBelow="40rem">
      <TableHeader>
        <Column id="email" isRowHeader>{t('teams.invites.email')}</Column>
        <Column id="role">{t('teams.invites.role')}</Column>
        <Column id="sent">{t('teams.invites.sent')}</Column>
        <Column id="status">{t(kind === 'pending' ? 'teams.invites.expires' : 'teams.invites.status')}</Column>
        {kind === 'pending' ? <Column id="actions" align="end">{t('teams.members.actions')}</Column> : null}
      </TableHeader>
      <TableBody items={invites}>
        {(inv) => {
          const left = new Date(inv.expiresAt).getTime() - now.getTime();
          const expired = inv.status === 'expired' || (inv.status === 'pending' && left <= 0);
          return (
            <Row id={inv.id}>
              <Cell>
                <bdi className={s.nowrap}>{inv.email}</bdi>
              </Cell>
              <Cell label={t('teams.invites.role')}>
                <RoleBadge role={inv.role} />
              </Cell>
              <Cell label={t('teams.invites.sent')}>
                <span className={s.nowrap}>{date(inv.createdAt)}</span>
              </Cell>
              <Cell label={t(kind === 'pending' ? 'teams.invites.expires' : 'teams.invites.status')}>
                {expired ? (
                  <Badge tone="neutral" withDot>{t('teams.invites.expired')}</Badge>
                ) : inv.status === 'cancelled' ? (
                  <span className={s.nowrap}>
                    <Badge tone="critical" withDot>{t('teams.invites.statusCancelled')}</Badge> {inv.cancelledAt ? date(inv.cancelledAt) : null}
                  </span>
                ) : (
                  <time dateTime={inv.expiresAt} title={date(inv.expiresAt)} className={s.nowrap}>
                    {t('teams.invites.expiresIn', { when: timeLeft(tag, left) })}
                  </time>
                )}
              </Cell>
              {kind === 'pending' ? (
                <Cell align="end">
                  <Button variant="quiet" size="sm" aria-label={t('teams.invites.cancelFor', { email: inv.email })} onPress={() => onCancel(inv)}>
                    {t('teams.invites.cancel')}
                  </Button>
                </Cell>
              ) : null}
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
}

/** The invites section of the members page (owners): Pending | Cancelled, invite and cancel. */
export function Invites({ teamId, pending, cancelled, loadError, onRetry, membersNeeds, onInvite, onCancel, now, timeZone = 'Asia/Riyadh' }: InvitesProps) {
  const { t } = useTranslation();
  const [toCancel, setToCancel] = useState<InviteView | null>(null);
  const [actionError, setActionError] = useState<ErrorCode | undefined>();
  const [clock] = useState(() => now ?? new Date());
  const at = now ?? clock;
  const panel = (list: InviteView[] | undefined, kind: 'pending' | 'cancelled') =>
    list === undefined ? <LoadingBlocks count={2} /> : <InvitesTable invites={list} kind={kind} now={at} timeZone={timeZone} onCancel={setToCancel} />;
  return (
    <Section
      title={t('teams.invites.title')}
      lead={t('teams.invites.lead')}
      // Offered once loaded: the plan may turn it into the upgrade prompt.
      actions={!loadError && pending !== undefined && !membersNeeds?.plan ? <InviteDialog teamId={teamId} onInvite={onInvite} /> : undefined}
    >
      {loadError ? (
        <LoadFailure title={t('teams.invites.loadError')} code={loadError} onRetry={onRetry} headingLevel={3} />
      ) : (
        <>
          {membersNeeds?.plan ? <UpgradePrompt needs={membersNeeds} teamId={teamId} headingLevel={3} /> : null}
          <ErrorAlert code={actionError} />
          <Tabs className={s.tabs}>
            <TabList aria-label={t('teams.invites.tabs')}>
              <Tab id="pending">{t('teams.invites.pending')}</Tab>
              <Tab id="cancelled">{t('teams.invites.cancelled')}</Tab>
            </TabList>
            <TabPanel id="pending" className={s.tabPanel}>{panel(pending, 'pending')}</TabPanel>
            <TabPanel id="cancelled" className={s.tabPanel}>{panel(cancelled, 'cancelled')}</TabPanel>
          </Tabs>
        </>
      )}
      <AlertDialog
        isOpen={toCancel !== null}
        onOpenChange={(open) => !open && setToCancel(null)}
        variant="destructive"
        title={t('teams.invites.cancelTitle')}
        primaryActionLabel={t('teams.invites.cancel')}
        cancelLabel={t('teams.invites.keep')}
        onPrimaryAction={async () => {
          if (!toCancel) return;
          setActionError(undefined);
          const r = await onCancel(toCancel);
          if (!r.ok) setActionError(r.error);
        }}
      >
        {t('teams.invites.cancelBody', { email: toCancel?.email ?? '' })}
      </AlertDialog>
    </Section>
  );
}
