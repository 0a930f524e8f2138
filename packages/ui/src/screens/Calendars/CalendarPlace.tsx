import { useTranslation } from 'react-i18next';
import { setCalendarPlaceInput, type Place } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Inline } from '../../components/layout/index.ts';
import { useForm } from '../../hooks/useForm.ts';
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
  const form = useForm(setCalendarPlaceInput, { place: placeDraftOf(place) }, {
    input: (v) => ({ teamId, calendarId, place: placeInputOf(v.place) }),
    onSubmit: (data) => onSave(data.place),
    serverErrors: state.serverErrors,
    clearOnEdit: false,
  });
  const shown = form.errors;
  const fieldError = Object.keys(shown).some((k) => k.startsWith('place.'));
  return (
    <Form className={s.form} form={form}>
      <ErrorAlert code={state.error === 'INVALID_REQUEST' && fieldError ? undefined : state.error} />
      <PlaceFields value={form.values.place} onChange={(v) => form.set('place', v)} errors={shown} none="none" />
      <Inline align="end">
        <Button type="submit" variant="secondary" isPending={state.isPending}>
          {t('places.save')}
        </Button>
      </Inline>
    </Form>
  );
}
