import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarView, ErrorCode, MemberView, Place } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { CheckboxGroup } from '../../components/CheckboxGroup/CheckboxGroup.tsx';
import { AlertDialog } from '../../components/Dialog/AlertDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Inline, Page, PageHeader, Stack, Text } from '../../components/layout/index.ts';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { type ActionOutcome, type ActionState } from '../../patterns/action.ts';
import { CalendarForm, type CalendarFormValues } from './CalendarNew.tsx';
import { CalendarPlaceForm } from './CalendarPlace.tsx';

export interface CalendarSettingsProps {
  /** The calendar; undefined while loading. */
  calendar: CalendarView | undefined;
  loadError?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** Owners change settings; assistants see the permission-disabled message. */
  canManage: boolean;
  onSave: (values: CalendarFormValues) => void;
  save?: ActionState | undefined;
  slugAvailable?: boolean | undefined;
  onSlugChange?: (slug: string) => void;
  /** The team's active assistants (owners see every calendar anyway); undefined while loading. */
  assistants: Pick<MemberView, 'id' | 'fullName' | 'email'>[] | undefined;
  /** One change per tick: assign or unassign one assistant. */
  onAssign: (memberId: string, assigned: boolean) => void;
  assignError?: ErrorCode | undefined;
  /** Deletes the calendar with its schedules and event types. */
  onDelete: () => Promise<ActionOutcome>;
  /** Saves where its bookings happen (issue 36); without it the section is not shown. */
  onSavePlace?: ((place: Place | null) => void) | undefined;
  placeSave?: ActionState | undefined;
}

/** .../calendars/{calendarId}/settings: name, link, time zone, where, who may see it, delete. */
export function CalendarSettings(props: CalendarSettingsProps) {
  const { t } = useTranslation();
  const { calendar, loadError, canManage } = props;
  let body: ReactNode;
  if (loadError) body = <LoadFailure title={t('calendars.home.loadError')} code={loadError} onRetry={props.onRetry} />;
  else if (!calendar) body = <LoadingBlocks count={3} blockSize="8rem" />;
  else if (!canManage) body = <EmptyState role="alert" title={t('errors.PERMISSION_DISABLED')} body={t('calendars.settings.ownersOnly')} headingLevel={2} />;
  else body = <SettingsBody {...props} calendar={calendar} />;
  return (
    <Page width="narrow">
      <PageHeader title={t('calendars.settings.title')} lead={t('calendars.settings.lead')} />
      {body}
    </Page>
  );
}

function SettingsBody({ calendar, onSave, save = {}, slugAvailable, onSlugChange, assistants, onAssign, assignError, onDelete, onSavePlace, placeSave }: CalendarSettingsProps & { calendar: CalendarView }) {
  const { t } = useTranslation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<ErrorCode | undefined>();
  let members: ReactNode;
  if (!assistants) members = <LoadingBlocks count={1} />;
  else if (assistants.length === 0) members = <Text tone="secondary">{t('calendars.settings.noAssistants')}</Text>;
  else {
    members = (
      <CheckboxGroup
        label={t('calendars.settings.members')}
        description={t('calendars.settings.membersHelp')}
        value={calendar.memberIds.filter((id) => assistants.some((a) => a.id === id))}
        onChange={(next) => {
          for (const a of assistants) {
            const was = calendar.memberIds.includes(a.id);
            const now = next.includes(a.id);
            if (was !== now) onAssign(a.id, now);
          }
        }}
      >
        {assistants.map((a) => (
          <Checkbox key={a.id} value={a.id}>
            {a.fullName} <Text as="span" tone="secondary" size="small" isolate>{a.email}</Text>
          </Checkbox>
        ))}
      </CheckboxGroup>
    );
  }
  return (
    <>
      <Card title={t('calendars.settings.general')} role="region">
        <CalendarForm
          key={`${calendar.slug}|${calendar.name}|${calendar.timezone}|${calendar.nameAr}|${calendar.nameEn}`}
          initial={{ name: calendar.name, nameAr: calendar.nameAr, nameEn: calendar.nameEn, slug: calendar.slug, timezone: calendar.timezone }}
          submitLabel={t('common.save')}
          askHoursOnZoneChange
          withOtherLanguages
          onSubmit={onSave}
          isPending={save.isPending}
          error={save.error}
          serverErrors={save.serverErrors}
          slugAvailable={slugAvailable}
          onSlugChange={onSlugChange}
        />
      </Card>
      {onSavePlace ? (
        <Card title={t('places.title')} description={t('places.lead')} role="region">
          <CalendarPlaceForm key={JSON.stringify(calendar.place)} teamId={calendar.teamId} calendarId={calendar.id} place={calendar.place} onSave={onSavePlace} state={placeSave} />
        </Card>
      ) : null}
      <Card title={t('calendars.settings.membersTitle')} role="region">
        <Stack>
          {assignError ? <ErrorAlert code={assignError} /> : null}
          {members}
        </Stack>
      </Card>
      <Card title={t('calendars.settings.danger')} role="region">
        <Stack>
          {deleteError ? <ErrorAlert code={deleteError} /> : null}
          <Text tone="secondary">{t('calendars.settings.deleteLead')}</Text>
          <Inline align="end">
            <Button variant="critical" onPress={() => setConfirmDelete(true)}>{t('calendars.settings.delete')}</Button>
          </Inline>
        </Stack>
      </Card>
      <AlertDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        variant="destructive"
        title={t('calendars.settings.deleteTitle', { name: calendar.name })}
        primaryActionLabel={t('calendars.settings.delete')}
        onPrimaryAction={async () => {
          const r = await onDelete();
          setDeleteError(r.ok ? undefined : r.error);
        }}
      >
        {t('calendars.settings.deleteBody')}
      </AlertDialog>
    </>
  );
}
