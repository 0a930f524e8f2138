import { useMemo, useState, type ReactNode } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Page, PageHeader, Text } from '../../components/layout/index.ts';
import { Card } from '../../components/Card/Card.tsx';
import { ComboBox } from '../../components/ComboBox/ComboBox.tsx';
import { DatePicker } from '../../components/DatePicker/DatePicker.tsx';
import { AlertDialog } from '../../components/Dialog/AlertDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { formError, issueMessage } from '../../forms/validation.ts';
import { timezoneOptions } from '../../forms/timezones.ts';
import { formatDay, zoneLabel } from '../../format/index.ts';
import { isolate } from '../../patterns/public/bidi.ts';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { useForm } from '../../hooks/useForm.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { type ActionOutcome, type ActionState } from '../../patterns/action.ts';
import { copyToAll, emptyWeek, scheduleFormSchema, weekOrder, weekdayName, type DateOverride, type ScheduleValues } from './schedule.ts';
import { RangesEditor, WeeklyHours } from './WeeklyHours.tsx';
import * as s from './Availability.css.ts';

export interface AvailabilityEditorProps {
  /** The schedule to edit; undefined while loading (edit) — a new schedule passes `initial` instead. */
  schedule: ScheduleValues | undefined;
  /** 'new' shows "New availability" and no delete. */
  mode: 'new' | 'edit';
  loadError?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** Assistants see the schedule but may not change it. */
  canEdit: boolean;
  onSubmit: (values: ScheduleValues) => void;
  save?: ActionState | undefined;
  /** Deletes the schedule; SCHEDULE_IN_USE comes back when an event type uses it. */
  onDelete?: (() => Promise<ActionOutcome>) | undefined;
  /** The list's address, for "back". */
  listHref: string;
}

const dateOf = (iso: string): CalendarDate | null => {
  try {
    return iso ? parseDate(iso) : null;
  } catch {
    return null;
  }
};

/** New / edit availability: name, time zone, default, weekly hours in the locale's week, date overrides. */
export function AvailabilityEditor(props: AvailabilityEditorProps) {
  const { t } = useTranslation();
  const { schedule, mode, loadError } = props;
  let body: ReactNode;
  if (loadError && loadError !== 'PERMISSION_DISABLED') body = <LoadFailure title={t('calendars.availability.loadError')} code={loadError} onRetry={props.onRetry} />;
  else if (loadError === 'PERMISSION_DISABLED' || (mode === 'new' && !props.canEdit)) body = <EmptyState role="alert" title={t('errors.PERMISSION_DISABLED')} headingLevel={2} />;
  else if (!schedule) body = <LoadingBlocks count={3} blockSize="8rem" />;
  else body = <ScheduleForm key={JSON.stringify(schedule)} {...props} initial={schedule} />;
  return (
    <Page width="narrow">
      <PageHeader
        title={t(mode === 'new' ? 'calendars.availability.newTitle' : 'calendars.availability.editTitle')}
        backHref={props.listHref}
        backLabel={t('calendars.availability.back')}
      />
      {body}
    </Page>
  );
}

function ScheduleForm({ initial, canEdit, onSubmit, save = {}, onDelete, mode }: AvailabilityEditorProps & { initial: ScheduleValues }) {
  const { t } = useTranslation();
  const { locale, tag } = useLocale();
  const zones = useMemo(() => timezoneOptions(tag), [tag]);
  const order = useMemo(() => weekOrder(tag), [tag]);
  const form = useForm(scheduleFormSchema, { ...initial, weekly: initial.weekly.length === 7 ? initial.weekly : emptyWeek() }, {
    onSubmit,
    serverErrors: save.serverErrors,
    clearOnEdit: false,
  });
  const { values, errors: shown, set } = form;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<ErrorCode | undefined>();
  const setOverride = (i: number, o: DateOverride) => set('overrides', values.overrides.map((x, j) => (j === i ? o : x)));
  const dateLabel = (iso: string) => (iso ? formatDay(iso, locale, true) : t('calendars.availability.overrideDate'));
  return (
    <Form className={s.form} form={form}>
      <ErrorAlert code={formError(save.error, save.serverErrors) ?? deleteError} />
      {!canEdit ? <EmptyState role="alert" title={t('errors.PERMISSION_DISABLED')} headingLevel={2} /> : null}
      <fieldset disabled={!canEdit} className={s.fieldset}>
        <Card title={t('calendars.availability.general')} role="region">
          <div className={s.fields}>
            <TextField label={t('calendars.availability.name')} name="name" isRequired value={values.name} onChange={(name) => set('name', name)} isInvalid={!!shown.name} errorMessage={issueMessage(t, shown.name)} isDisabled={!canEdit} />
            <ComboBox
              label={t('calendars.new.timezone')}
              description={t('calendars.availability.timezoneHelp')}
              items={zones}
              selectedKey={values.timezone}
              onSelectionChange={(key) => key && set('timezone', String(key))}
              isInvalid={!!shown.timezone}
              errorMessage={issueMessage(t, shown.timezone)}
              isDisabled={!canEdit}
            />
            <Switch isSelected={values.isDefault} onChange={(isDefault) => set('isDefault', isDefault)} isDisabled={!canEdit || initial.isDefault}>
              {t('calendars.availability.isDefault')}
            </Switch>
          </div>
        </Card>
        {/* The zone the hours are in, as chosen above (issue 36: the schedule says it). */}
        <Card title={t('calendars.availability.weekly')} description={`${t('calendars.availability.weeklyLead')} ${t('calendars.availability.weeklyZone', { zone: isolate(zoneLabel(values.timezone, tag)) })}`} role="region">
          <WeeklyHours
            weekly={values.weekly}
            onChange={(weekly) => set('weekly', weekly)}
            order={order}
            dayName={(d) => weekdayName(tag, d)}
            errors={shown}
            onCopyToAll={(day) => set('weekly', copyToAll(values.weekly, day))}
          />
        </Card>
        <Card title={t('calendars.availability.overrides')} description={t('calendars.availability.overridesLead')} role="region">
          <div className={s.fields}>
            {values.overrides.length === 0 ? <Text tone="secondary" size="small">{t('calendars.availability.noOverrides')}</Text> : null}
            {values.overrides.map((o, i) => (
              <div key={i} className={s.override} role="group" aria-label={dateLabel(o.date)}>
                <div className={s.overrideHead}>
                  <DatePicker<CalendarDate>
                    label={t('calendars.availability.overrideDate')}
                    value={dateOf(o.date)}
                    onChange={(d) => d && setOverride(i, { ...o, date: d.toString() })}
                    isInvalid={!!shown[`overrides.${i}.date`]}
                    errorMessage={issueMessage(t, shown[`overrides.${i}.date`])}
                  />
                  <Switch isSelected={o.ranges.length === 0} onChange={(off) => setOverride(i, { ...o, ranges: off ? [] : [{ start: '09:00', end: '17:00' }] })}>
                    {t('calendars.availability.dayOff')}
                  </Switch>
                  <Button variant="quiet" size="sm" onPress={() => set('overrides', values.overrides.filter((_, j) => j !== i))} aria-label={t('calendars.availability.removeOverride', { date: dateLabel(o.date) })}>
                    {t('calendars.availability.remove')}
                  </Button>
                </div>
                {o.ranges.length > 0 ? (
                  <RangesEditor dayLabel={dateLabel(o.date)} ranges={o.ranges} onChange={(ranges) => setOverride(i, { ...o, ranges })} errors={shown} path={`overrides.${i}.ranges`} />
                ) : null}
              </div>
            ))}
            <div>
              <Button variant="secondary" size="sm" onPress={() => set('overrides', [...values.overrides, { date: '', ranges: [] }])}>
                {t('calendars.availability.addOverride')}
              </Button>
            </div>
          </div>
        </Card>
      </fieldset>
      {canEdit ? (
        <div className={s.actions}>
          {mode === 'edit' && onDelete ? (
            <Button variant="critical" onPress={() => setConfirmDelete(true)}>{t('calendars.availability.delete')}</Button>
          ) : <span />}
          <Button type="submit" isPending={save.isPending}>{t(mode === 'new' ? 'calendars.availability.create' : 'common.save')}</Button>
        </div>
      ) : null}
      <AlertDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        variant="destructive"
        title={t('calendars.availability.deleteTitle', { name: initial.name })}
        primaryActionLabel={t('calendars.availability.delete')}
        onPrimaryAction={async () => {
          const r = await onDelete!();
          // A refusal closes the dialog too, and says why above the form.
          setDeleteError(r.ok ? undefined : r.error);
        }}
      >
        {t('calendars.availability.deleteBody')}
      </AlertDialog>
    </Form>
  );
}
