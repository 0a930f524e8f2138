import { useTranslation } from 'react-i18next';
import type { Place } from '@waqt/contracts';
import { Card } from '../../components/Card/Card.tsx';
import type { FieldErrors } from '../../forms/validation.ts';
import { isolate } from '../../patterns/public/bidi.ts';
import { PlaceFields, placeSummary, type PlaceDraft } from '../../patterns/PlaceFields.tsx';
import * as s from './EventTypes.css.ts';

export interface EventTypePlaceProps {
  value: PlaceDraft;
  onChange: (value: PlaceDraft) => void;
  errors: FieldErrors;
  /** The calendar's place, kept unless the event type names its own (undefined: not known). */
  calendarPlace?: Place | null | undefined;
}

/** The event type form's "Where" (issue 36): its calendar's place, or its own (an online consultation of a clinic). */
export function EventTypePlace({ value, onChange, errors, calendarPlace }: EventTypePlaceProps) {
  const { t } = useTranslation();
  const calendar =
    calendarPlace === undefined ? undefined : calendarPlace ? t('places.calendarIs', { place: isolate(placeSummary(calendarPlace, t)) }) : t('places.calendarNone');
  return (
    <Card>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{t('places.title')}</legend>
        <PlaceFields value={value} onChange={onChange} errors={errors} none="calendar" calendarPlace={calendar} />
      </fieldset>
    </Card>
  );
}
