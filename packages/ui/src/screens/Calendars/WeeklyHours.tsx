import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { CopyIcon, PlusIcon, TrashIcon } from '../../components/icons/index.ts';
import { TimeField } from '../../components/TimeField/TimeField.tsx';
import { Text } from '../../components/layout/index.ts';
import { issueMessage, type FieldErrors } from '../../forms/validation.ts';
import { fromTime, nextRange, toTime, type TimeRange } from './schedule.ts';
import * as s from './Availability.css.ts';

export interface RangesEditorProps {
  /** The day's (or date's) name, for the fields' and buttons' accessible names. */
  dayLabel: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  /** Field errors keyed by `${path}.${index}.start|end` (and `${path}` for the day as a whole). */
  errors: FieldErrors;
  /** The errors' path prefix: `weekly.1`, `overrides.0.ranges`. */
  path: string;
}

/** Zero or more from–to ranges of one day: times read start → end in either direction of text. */
export function RangesEditor({ dayLabel, ranges, onChange, errors, path }: RangesEditorProps) {
  const { t } = useTranslation();
  const set = (i: number, key: keyof TimeRange, value: string) => onChange(ranges.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const dayError = issueMessage(t, errors[path]);
  return (
    <div className={s.ranges}>
      {ranges.length === 0 ? <Text tone="secondary" className={s.unavailable}>{t('calendars.availability.unavailable')}</Text> : null}
      {ranges.map((r, i) => {
        const startError = errors[`${path}.${i}.start`];
        const endError = errors[`${path}.${i}.end`] ?? errors[`${path}.${i}`];
        return (
          <div key={i} className={s.range} role="group" aria-label={t('calendars.availability.rangeLabel', { day: dayLabel, n: i + 1 })}>
            <TimeField
              aria-label={t('calendars.availability.from', { day: dayLabel })}
              value={toTime(r.start)}
              onChange={(v) => v && set(i, 'start', fromTime(v))}
              isInvalid={!!startError}
              errorMessage={issueMessage(t, startError)}
              className={s.time}
            />
            <span aria-hidden="true" className={s.dash}>–</span>
            <TimeField
              aria-label={t('calendars.availability.to', { day: dayLabel })}
              value={toTime(r.end)}
              onChange={(v) => v && set(i, 'end', fromTime(v))}
              isInvalid={!!endError}
              errorMessage={issueMessage(t, endError)}
              className={s.time}
            />
            {/* An icon button, named in full: the range stays on one line on a phone. */}
            <Button
              variant="quiet"
              size="sm"
              onPress={() => onChange(ranges.filter((_, j) => j !== i))}
              aria-label={t('calendars.availability.removeRange', { day: dayLabel, n: i + 1 })}
              leading={<TrashIcon size={16} />}
            />
          </div>
        );
      })}
      {dayError ? <Text tone="critical" size="small">{dayError}</Text> : null}
    </div>
  );
}

export interface WeeklyHoursProps {
  /** Seven days, 0 = Sunday. */
  weekly: TimeRange[][];
  onChange: (weekly: TimeRange[][]) => void;
  /** Days in the locale's order (its first day first). */
  order: number[];
  dayName: (day: number) => string;
  errors: FieldErrors;
  onCopyToAll: (day: number) => void;
}

/** The week, one row per day in the locale's order, each with its ranges, "add" and "copy to all days". */
export function WeeklyHours({ weekly, onChange, order, dayName, errors, onCopyToAll }: WeeklyHoursProps) {
  const { t } = useTranslation();
  const setDay = (day: number, ranges: TimeRange[]) => onChange(weekly.map((d, i) => (i === day ? ranges : d)));
  return (
    <ul className={s.days} aria-label={t('calendars.availability.weekly')}>
      {order.map((day) => {
        const name = dayName(day);
        const ranges = weekly[day] ?? [];
        return (
          <li key={day} className={s.day}>
            <span className={s.dayName}>{name}</span>
            <div className={s.dayRanges}>
              <RangesEditor dayLabel={name} ranges={ranges} onChange={(r) => setDay(day, r)} errors={errors} path={`weekly.${day}`} />
            </div>
            <div className={s.dayActions}>
              <Button variant="secondary" size="sm" onPress={() => setDay(day, [...ranges, nextRange(ranges)])} aria-label={t('calendars.availability.addRangeFor', { day: name })} leading={<PlusIcon size={16} />}>
                {t('calendars.availability.addRange')}
              </Button>
              <Button variant="quiet" size="sm" onPress={() => onCopyToAll(day)} aria-label={t('calendars.availability.copyToAllFrom', { day: name })} leading={<CopyIcon size={16} />} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
