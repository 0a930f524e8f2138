import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
} from 'react-aria-components';
import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { addMonths, formatDay, formatHijri, formatHijriMonths, formatMonth, formatTime, gregorianTag, monthOf } from '../../format/index.ts';
import { ChevronBackIcon, ChevronForwardIcon } from '../../components/icons/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { TimeZoneField } from './TimeZoneField.tsx';
import * as p from './Picker.css.ts';

/** One local date of the visitor and its bookable starts (ISO instants), as public.slots answers. */
export interface SlotDay {
  date: string;
  slots: string[];
}

export interface SlotPickerProps {
  /** The visible month, 'YYYY-MM'. */
  month: string;
  /** The visitor moved to another month (buttons or keyboard): load its times. */
  onMonthChange: (month: string) => void;
  /** Bookable days of the visible month; undefined while they load. */
  days: SlotDay[] | undefined;
  /** The month's times failed to load. */
  error?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** Today in the visitor's zone ('YYYY-MM-DD'): earlier days and months are out of reach. */
  today: string;
  /** The visitor's zone: times are shown in it. */
  timeZone: string;
  onTimeZoneChange: (timeZone: string) => void;
  /** The chosen day, 'YYYY-MM-DD'. */
  selectedDate: string | undefined;
  onSelectDate: (date: string) => void;
  /** The chosen start, an ISO instant. */
  selectedStart: string | undefined;
  onSelectStart: (start: string) => void;
  /** The instant the zone list's offsets are computed at. */
  now: number;
}

/** The month (bookable days stand out) and the chosen day's start times, in the visitor's zone. */
export function SlotPicker(props: SlotPickerProps) {
  const { month, onMonthChange, days, error, onRetry, today, selectedDate } = props;
  const { t } = useTranslation();
  const { locale, tag } = useLocale();
  const monthStart = parseDate(`${month}-01`);
  const [focused, setFocused] = useState<CalendarDate>(() => (selectedDate && monthOf(selectedDate) === month ? parseDate(selectedDate) : monthStart));
  // The month may also change from outside (the "next month" button): focus then starts at its first day.
  const focusedValue = monthOf(focused.toString()) === month ? focused : monthStart;
  const bookable = useMemo(() => new Set((days ?? []).filter((d) => d.slots.length > 0).map((d) => d.date)), [days]);
  const timesRef = useRef<HTMLDivElement>(null);
  const arabic = locale === 'ar';
  // Choosing a day brings its times into view where they sit below the month (a phone), once they are drawn.
  const scrollToTimes = useRef(false);
  useEffect(() => {
    const el = timesRef.current;
    if (!scrollToTimes.current || !el) return;
    scrollToTimes.current = false;
    const { top } = el.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight * 0.6) {
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      el.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    }
  }, [selectedDate]);

  const onFocusChange = (d: DateValue) => {
    const date = parseDate(d.toString().slice(0, 10));
    setFocused(date);
    const m = monthOf(date.toString());
    if (m !== month) onMonthChange(m);
  };

  return (
    <div className={p.picker}>
      <div className={p.calendarColumn}>
        {/* Bookings are made on Gregorian dates; Arabic shows the Hijri date beside them (see format/date.ts). */}
        <I18nProvider locale={gregorianTag(locale)}>
          <Calendar<CalendarDate>
            aria-label={t('booking.pick.calendarLabel')}
            className={p.calendar}
            value={selectedDate ? parseDate(selectedDate) : null}
            onChange={(d) => {
              scrollToTimes.current = true;
              props.onSelectDate(d.toString());
            }}
            focusedValue={focusedValue}
            onFocusChange={onFocusChange}
            minValue={parseDate(today)}
            isDateUnavailable={(d) => !bookable.has(d.toString())}
          >
            <header className={p.calendarHeader}>
              <div className={p.monthTitle}>
                <Heading className={p.heading} />
                {arabic ? <span className={p.hijriMonths}>{formatHijriMonths(month)}</span> : null}
              </div>
              <div className={p.navButtons}>
                <AriaButton slot="previous" className={p.navButton} aria-label={t('common.previousMonth')}>
                  <ChevronBackIcon rounded />
                </AriaButton>
                <AriaButton slot="next" className={p.navButton} aria-label={t('common.nextMonth')}>
                  <ChevronForwardIcon rounded />
                </AriaButton>
              </div>
            </header>
            <CalendarGrid className={p.grid} weekdayStyle="short">
              <CalendarGridHeader>{(day) => <CalendarHeaderCell className={p.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
              <CalendarGridBody>
                {(date) => (
                  <CalendarCell date={date} className={p.cell}>
                    {({ formattedDate, isOutsideMonth }) => (
                      <>
                        <span>{formattedDate}</span>
                        {/* The Hijri day is drawn by CSS from an attribute: it is decoration beside the
                            Gregorian day (the cell's name is react-aria's full Gregorian date, and the
                            day heading spells the Hijri date out), not part of the button's text. */}
                        {arabic && !isOutsideMonth ? <span className={p.hijriDay} data-hijri={formatHijri(date.toString(), 'day')} aria-hidden="true" /> : null}
                      </>
                    )}
                  </CalendarCell>
                )}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </I18nProvider>
        {days === undefined && !error ? (
          <div className={p.loading}>
            <Spinner size="sm" label={t('booking.pick.loadingTimes')} showLabel />
          </div>
        ) : null}
        <TimeZoneField className={p.zone} label={t('booking.pick.timeZone')} timeZone={props.timeZone} onTimeZoneChange={props.onTimeZoneChange} tag={tag} now={props.now} />
      </div>
      <div ref={timesRef} className={p.times}>
        {error ? (
          <Alert action={onRetry ? <Button variant="secondary" size="sm" onPress={onRetry}>{t('common.retry')}</Button> : undefined}>{t(`errors.${error}`)}</Alert>
        ) : days !== undefined && bookable.size === 0 ? (
          <NoTimes month={month} onNext={() => onMonthChange(addMonths(month, 1))} />
        ) : (
          <DayTimes {...props} />
        )}
      </div>
    </div>
  );
}

function NoTimes({ month, onNext }: { month: string; onNext: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <div className={p.dayHeading} role="status">
      <h3 className={p.dayTitle}>{t('booking.pick.noTimesTitle', { month: formatMonth(month, locale) })}</h3>
      <p className={p.hint}>{t('booking.pick.noTimesBody')}</p>
      <Button variant="secondary" onPress={onNext}>{t('booking.pick.nextMonth')}</Button>
    </div>
  );
}

function DayTimes({ days, selectedDate, selectedStart, timeZone, onSelectStart }: SlotPickerProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (!selectedDate) return <p className={p.hint}>{t('booking.pick.chooseDay')}</p>;
  const day = formatDay(selectedDate, locale);
  const slots = days?.find((d) => d.date === selectedDate)?.slots ?? [];
  return (
    <>
      <div className={p.dayHeading}>
        <h3 className={p.dayTitle}>{day}</h3>
        {locale === 'ar' ? <p className={p.hijriDate}>{formatHijri(selectedDate)}</p> : null}
      </div>
      {days === undefined ? null : slots.length === 0 ? (
        <p className={p.hint}>{t('booking.pick.dayFull')}</p>
      ) : (
        <ul className={p.timeList} aria-label={t('booking.pick.timesOf', { day })}>
          {slots.map((start) => (
            <li key={start}>
              <Button className={p.timeButton} variant={start === selectedStart ? 'primary' : 'secondary'} onPress={() => onSelectStart(start)}>
                {formatTime(start, locale, timeZone)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
