import { useTranslation } from 'react-i18next';
import { useFieldIssues } from '../../hooks/useFieldIssues.ts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { typedSlug } from '../../forms/slug.ts';
import { InOtherLanguages } from '../../patterns/InOtherLanguages.tsx';
import { isolateLtr } from '../../patterns/public/bidi.ts';
import { suggestedSlug, type DraftPart } from './eventTypeDraft.ts';
import * as s from './EventTypes.css.ts';

export interface EventTypeDetailsProps extends DraftPart {
  /** The calendar's link, shown before the event type's link. */
  calendarSlug: string;
  /** The calendar's availability schedules to choose from. */
  schedules: { id: string; name: string }[];
  /** Where a new availability schedule is made (offered when the calendar has none). */
  newScheduleHref: string;
  /** The link follows the title until it is typed in (a new event type). */
  slugTouched: boolean;
  onSlugTouched: () => void;
  /** The API refused the link: EVENT_TYPE_SLUG_TAKEN. */
  slugTaken: boolean;
}

/** The event type form's details: title, description (and in the other languages), link, schedule, on/off. */
export function EventTypeDetails({ draft: d, set, errors: shown, calendarSlug, schedules, newScheduleHref, slugTouched, onSlugTouched, slugTaken }: EventTypeDetailsProps) {
  const { t } = useTranslation();
  const { msg, invalid } = useFieldIssues(shown);
  return (
    <Card>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{t('eventTypes.form.details')}</legend>
        <TextField
          label={t('eventTypes.form.title')}
          name="title"
          isRequired
          value={d.title}
          onChange={(title) => {
            set('title', title);
            if (!slugTouched) set('slug', suggestedSlug(title));
          }}
          isInvalid={invalid('title')}
          errorMessage={msg('title')}
        />
        <TextField
          label={t('eventTypes.form.description')}
          name="description"
          multiline
          rows={3}
          value={d.description}
          onChange={(v) => set('description', v)}
          isInvalid={invalid('description')}
          errorMessage={msg('description')}
        />
        <InOtherLanguages
          texts="titleAndDescription"
          headingLevel={2}
          values={d}
          onChange={(key, text) => set(key as 'titleAr' | 'titleEn' | 'descriptionAr' | 'descriptionEn', text)}
          errors={shown}
        />
        <TextField
          label={t('eventTypes.form.slug')}
          description={t('eventTypes.form.slugHelp', { path: isolateLtr(`/${calendarSlug}/${d.slug || '…'}`) })}
          name="slug"
          isRequired
          value={d.slug}
          onChange={(v) => {
            onSlugTouched();
            set('slug', typedSlug(v));
          }}
          isInvalid={invalid('slug') || slugTaken}
          errorMessage={slugTaken ? t('errors.EVENT_TYPE_SLUG_TAKEN') : shown.slug ? t('teams.form.slugInvalid') : undefined}
        />
        {schedules.length === 0 ? (
          <Alert tone="info" action={<Link href={newScheduleHref} variant="standalone">{t('eventTypes.form.addSchedule')}</Link>}>
            {t('eventTypes.form.noSchedules')}
          </Alert>
        ) : null}
        <Select
          label={t('eventTypes.form.schedule')}
          description={t('eventTypes.form.scheduleHelp')}
          isRequired
          items={schedules.map((x) => ({ id: x.id, label: x.name }))}
          selectedKey={d.scheduleId || null}
          onSelectionChange={(key) => key !== null && set('scheduleId', String(key))}
          isInvalid={invalid('scheduleId')}
          errorMessage={shown.scheduleId ? t('validation.required') : undefined}
        />
        <Switch isSelected={d.enabled} onChange={(v) => set('enabled', v)}>{t('eventTypes.form.enabled')}</Switch>
      </fieldset>
    </Card>
  );
}
