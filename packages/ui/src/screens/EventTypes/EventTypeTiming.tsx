import { useTranslation } from 'react-i18next';
import { useFieldIssues } from '../../hooks/useFieldIssues.ts';
import { EVENT_BUFFER_MAX_MINUTES, EVENT_DURATION_MAX_MINUTES, EVENT_DURATION_MIN_MINUTES, NOTICE_UNITS } from '@waqt/contracts';
import { Card } from '../../components/Card/Card.tsx';
import { DatePicker } from '../../components/DatePicker/DatePicker.tsx';
import { NumberField } from '../../components/NumberField/NumberField.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import type { DraftPart, EventTypeDraft } from './eventTypeDraft.ts';
import * as s from './EventTypes.css.ts';

/** The event type form's timing: duration and buffers, minimum notice, active from/to, the booker's check. */
export function EventTypeTiming({ draft: d, set, errors: shown }: DraftPart) {
  const { t } = useTranslation();
  const { msg, invalid } = useFieldIssues(shown);
  return (
    <Card>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{t('eventTypes.form.timing')}</legend>
        <div className={s.pair}>
          <NumberField
            label={t('eventTypes.form.duration')}
            unit={t('eventTypes.form.minutes')}
            isRequired
            minValue={EVENT_DURATION_MIN_MINUTES}
            maxValue={EVENT_DURATION_MAX_MINUTES}
            step={5}
            value={d.durationMinutes}
            onChange={(v) => set('durationMinutes', v)}
            isInvalid={invalid('durationMinutes')}
            errorMessage={msg('durationMinutes')}
          />
          <NumberField
            label={t('eventTypes.form.bufferBefore')}
            unit={t('eventTypes.form.minutes')}
            minValue={0}
            maxValue={EVENT_BUFFER_MAX_MINUTES}
            step={5}
            value={d.bufferBeforeMinutes}
            onChange={(v) => set('bufferBeforeMinutes', v)}
            isInvalid={invalid('bufferBeforeMinutes')}
            errorMessage={msg('bufferBeforeMinutes')}
          />
          <NumberField
            label={t('eventTypes.form.bufferAfter')}
            unit={t('eventTypes.form.minutes')}
            minValue={0}
            maxValue={EVENT_BUFFER_MAX_MINUTES}
            step={5}
            value={d.bufferAfterMinutes}
            onChange={(v) => set('bufferAfterMinutes', v)}
            isInvalid={invalid('bufferAfterMinutes')}
            errorMessage={msg('bufferAfterMinutes')}
          />
        </div>
        <div className={s.pair}>
          <NumberField
            label={t('eventTypes.form.notice')}
            minValue={0}
            value={d.noticeValue}
            onChange={(v) => set('noticeValue', v)}
            isInvalid={invalid('minimumNotice.value')}
            errorMessage={msg('minimumNotice.value')}
          />
          <Select
            label={t('eventTypes.form.noticeUnit')}
            items={NOTICE_UNITS.filter((u) => u !== 'seconds').map((u) => ({ id: u, label: t(`eventTypes.units.${u}`) }))}
            selectedKey={d.noticeUnit}
            onSelectionChange={(key) => key !== null && set('noticeUnit', String(key) as EventTypeDraft['noticeUnit'])}
          />
        </div>
        <div className={s.pair}>
          <DatePicker
            label={t('eventTypes.form.activeFrom')}
            description={t('eventTypes.form.activeHelp')}
            value={d.activeFrom}
            onChange={(v) => set('activeFrom', v)}
            isInvalid={invalid('activeFrom')}
            errorMessage={msg('activeFrom')}
          />
          <DatePicker
            label={t('eventTypes.form.activeTo')}
            description={t('eventTypes.form.activeHelp')}
            value={d.activeTo}
            onChange={(v) => set('activeTo', v)}
            isInvalid={invalid('activeTo')}
            errorMessage={msg('activeTo')}
          />
        </div>
        <Switch isSelected={d.bookerVerificationRequired} onChange={(v) => set('bookerVerificationRequired', v)}>
          {t('eventTypes.form.verification')}
        </Switch>
      </fieldset>
    </Card>
  );
}
