import { useTranslation } from 'react-i18next';
import { PLACE_KINDS, type Place, type PlaceInput, type PlaceKind } from '@waqt/contracts';
import { Radio, RadioGroup } from '../components/RadioGroup/RadioGroup.tsx';
import { Stack } from '../components/layout/index.ts';
import { TextField } from '../components/TextField/TextField.tsx';
import { issueMessage, type FieldErrors } from '../forms/validation.ts';

/*
 * Where bookings happen (issue 36, item 4): the calendar settings' place and the event type form's (which
 * may keep its calendar's). Its own part of both forms, so their other fields stay as they are.
 */

/** The form's values: the chosen kind ('none': no place, or the calendar's for an event type) and every field as typed. */
export interface PlaceDraft {
  kind: PlaceKind | 'none';
  address: string;
  mapUrl: string;
  meetingUrl: string;
}

/** A stored place as the form's values (null: 'none'). */
export function placeDraftOf(place: Place | null): PlaceDraft {
  return {
    kind: place?.kind ?? 'none',
    address: place?.kind === 'in_person' ? place.address : '',
    mapUrl: place?.kind === 'in_person' ? (place.mapUrl ?? '') : '',
    meetingUrl: place?.kind === 'online' ? place.meetingUrl : '',
  };
}

/** The values as the contracts' `placeInputSchema` takes them (checked there): only the chosen kind's fields. */
export function placeInputOf(d: PlaceDraft): PlaceInput | null {
  switch (d.kind) {
    case 'none':
      return null;
    case 'in_person':
      return { kind: 'in_person', address: d.address, mapUrl: d.mapUrl };
    case 'phone':
      return { kind: 'phone' };
    case 'online':
      return { kind: 'online', meetingUrl: d.meetingUrl };
  }
}

export interface PlaceFieldsProps {
  value: PlaceDraft;
  onChange: (value: PlaceDraft) => void;
  /** Field issues by the input's paths (`place.address`, `place.mapUrl`, `place.meetingUrl`). */
  errors: FieldErrors;
  /** What "no place" means here: none at all (a calendar), or the calendar's (an event type). */
  none: 'none' | 'calendar';
  /** Said under the choice when it is the calendar's (the calendar's place in words). */
  calendarPlace?: string | undefined;
}

/** The kind of place (in person, phone call, online, or none) and the chosen kind's fields. */
export function PlaceFields({ value, onChange, errors, none, calendarPlace }: PlaceFieldsProps) {
  const { t } = useTranslation();
  const set = (key: 'address' | 'mapUrl' | 'meetingUrl') => (v: string) => onChange({ ...value, [key]: v });
  const field = (key: 'address' | 'mapUrl' | 'meetingUrl') => ({ isInvalid: !!errors[`place.${key}`], errorMessage: issueMessage(t, errors[`place.${key}`]) });
  const help = value.kind === 'none' ? (none === 'calendar' ? (calendarPlace ?? t('places.help.calendar')) : t('places.help.none')) : t(`places.help.${value.kind}`);
  return (
    <Stack space="md">
      <RadioGroup label={t('places.kind')} value={value.kind} onChange={(kind) => onChange({ ...value, kind: kind as PlaceDraft['kind'] })} description={help}>
        <Radio value="none">{t(none === 'calendar' ? 'places.calendar' : 'places.none')}</Radio>
        {PLACE_KINDS.map((kind) => (
          <Radio key={kind} value={kind}>
            {t(`places.kinds.${kind}`)}
          </Radio>
        ))}
      </RadioGroup>
      {value.kind === 'in_person' ? (
        <>
          <TextField label={t('places.address')} description={t('places.addressHelp')} name="address" isRequired multiline rows={3} value={value.address} onChange={set('address')} {...field('address')} />
          <TextField label={t('places.mapUrl')} description={t('places.mapUrlHelp')} name="mapUrl" type="url" inputMode="url" value={value.mapUrl} onChange={set('mapUrl')} {...field('mapUrl')} />
        </>
      ) : value.kind === 'online' ? (
        <TextField label={t('places.meetingUrl')} description={t('places.meetingUrlHelp')} name="meetingUrl" type="url" inputMode="url" isRequired value={value.meetingUrl} onChange={set('meetingUrl')} {...field('meetingUrl')} />
      ) : null}
    </Stack>
  );
}

/** A place in a few words, for the event type form's "the calendar's place: …". */
export function placeSummary(place: Place, t: (key: string) => string): string {
  return place.kind === 'in_person' ? place.address.split('\n')[0]!.trim() : t(`places.kinds.${place.kind}`);
}
