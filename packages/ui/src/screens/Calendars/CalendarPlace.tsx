import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { setCalendarPlaceInput, type Place } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Inline } from '../../components/layout/index.ts';
import { validateWith, type FieldErrors } from '../../forms/validation.ts';
import { type ActionState } from '../../patterns/action.ts';
import { PlaceFields, placeDraftOf, placeInputOf } from '../../patterns/PlaceFields.tsx';
import * as s from './Calendars.css.ts';

export interface CalendarPlaceFormProps {
  teamId: string;
  calendarId: string;
  /** The calendar's place as saved (null: none). */
  place: Place | null;
  /** Saves the place, checked with the API's own input schema (null: none). */
  onSave: (place: Place | null) => void;
  state?: ActionState | undefined;
}

/** The calendar settings' "Where" (issue 36): in person, a phone call, online or none, with its own save. */
export function CalendarPlaceForm({ teamId, calendarId, place, onSave, state = {} }: CalendarPlaceFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => placeDraftOf(place));
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown: FieldErrors = { ...state.serverErrors, ...errors };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = validateWith(setCalendarPlaceInput, { teamId, calendarId, place: placeInputOf(draft) });
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    onSave(r.data.place);
  };
  const fieldError = Object.keys(shown).some((k) => k.startsWith('place.'));
  return (
    <Form className={s.form} onSubmit={submit} validationBehavior="aria">
      <ErrorAlert code={state.error === 'INVALID_REQUEST' && fieldError ? undefined : state.error} />
      <PlaceFields value={draft} onChange={setDraft} errors={shown} none="none" />
      <Inline align="end">
        <Button type="submit" variant="secondary" isPending={state.isPending}>
          {t('places.save')}
        </Button>
      </Inline>
    </Form>
  );
}
