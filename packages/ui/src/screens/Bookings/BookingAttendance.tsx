import { useEffect, useRef, useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE, type Attendance, type BookingDetail, type ErrorCode } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { button } from '../../components/Button/Button.css.ts';
import { CheckIcon, CloseIcon } from '../../components/icons/index.ts';
import { Section, Text } from '../../components/layout/index.ts';
import { formatDateTime } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import type { ActionOutcome } from '../../patterns/action.ts';
import * as s from './Bookings.css.ts';

export interface BookingAttendanceProps {
  booking: BookingDetail;
  /** The viewer's IANA zone. */
  timezone: string;
  /** The current time: attendance may be marked once the booking has ended. */
  now: Date;
  /** Marks the booking attended or no-show, or (null) clears the mark; a failure shows here. Left out: read only. */
  onMark?: ((attendance: Attendance | null) => Promise<ActionOutcome>) | undefined;
}

const ICONS = { attended: CheckIcon, no_show: CloseIcon } as const;

/**
 * The booking detail's attendance (confirmed bookings only): before the end, when marking opens; after
 * it, "Attended" / "No-show" as a pair of toggle buttons (arrow keys move between them), the time it was
 * marked and "Clear".
 */
export function BookingAttendance({ booking: b, timezone, now, onMark }: BookingAttendanceProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  // The choice being saved shows at once; the booking's own value once it is stored (or the save failed).
  const [saving, setSaving] = useState<{ choice: Attendance | null } | null>(null);
  const [error, setError] = useState<ErrorCode | undefined>();
  const group = useRef<HTMLDivElement>(null);
  // "Clear" leaves with the mark it cleared: focus goes back to the choices (once they are enabled again).
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    group.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
  }, [refocus]);
  if (b.status !== 'confirmed') return null;
  const at = (iso: string) => formatDateTime(iso, locale, timezone, { dateStyle: 'medium', timeStyle: 'short' });
  const ended = Date.parse(b.endsAt) <= now.getTime();
  const shown = saving ? saving.choice : b.attendance;

  const mark = async (choice: Attendance | null) => {
    if (!onMark) return;
    setError(undefined);
    setSaving({ choice });
    const outcome = await onMark(choice);
    setSaving(null);
    if (!outcome.ok) setError(outcome.error);
    else if (choice === null) setRefocus(true);
  };

  return (
    <Section title={t('bookings.attendance.title')} level={3} className={s.detailSection}>
      {!ended ? (
        <Text tone="secondary" size="small">
          {t('bookings.attendance.notYet', { end: at(b.endsAt) })}
        </Text>
      ) : (
        <>
          <ToggleButtonGroup
            ref={group}
            aria-label={t('bookings.attendance.groupLabel', { name: b.attendee.name })}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={shown ? [shown] : []}
            onSelectionChange={(keys) => {
              const next = [...keys][0] as Attendance | undefined;
              if (next && next !== shown) void mark(next);
            }}
            isDisabled={!onMark || saving !== null}
            className={s.toggleGroup}
          >
            {ATTENDANCE.map((a) => {
              const Icon = ICONS[a];
              return (
                <ToggleButton key={a} id={a} data-choice={a} className={`${button({ variant: 'secondary' })} ${s.toggle}`}>
                  <Icon size={16} stroke={2.5} />
                  {t(`bookings.attendance.status.${a}`)}
                </ToggleButton>
              );
            })}
          </ToggleButtonGroup>
          {b.attendance ? (
            <div className={s.markedLine}>
              {b.attendanceMarkedAt ? (
                <Text as="span" tone="secondary" size="small">
                  {b.attendanceMarkedBy ? t('bookings.attendance.markedBy', { name: b.attendanceMarkedBy, time: at(b.attendanceMarkedAt) }) : t('bookings.attendance.marked', { time: at(b.attendanceMarkedAt) })}
                </Text>
              ) : null}
              {onMark ? (
                <Button variant="quiet" size="sm" isDisabled={saving !== null && saving.choice !== null} isPending={saving?.choice === null} onPress={() => void mark(null)}>
                  {t('bookings.attendance.clear')}
                </Button>
              ) : null}
            </div>
          ) : !saving ? (
            <Text tone="secondary" size="small">
              {t('bookings.attendance.hint')}
            </Text>
          ) : null}
          <ErrorAlert code={error} />
        </>
      )}
    </Section>
  );
}
