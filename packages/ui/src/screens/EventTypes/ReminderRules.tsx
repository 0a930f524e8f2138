import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PHONE_CHANNELS,
  REMINDER_CHANNELS,
  REMINDER_OFFSET_CHOICES,
  REMINDERS_MAX,
  isPhoneChannel,
  type PhoneChannel,
  type ReminderChannel,
  type ReminderRule,
} from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { CheckboxGroup } from '../../components/CheckboxGroup/CheckboxGroup.tsx';
import { PlusIcon, TrashIcon } from '../../components/icons/index.ts';
import { Inline, Text } from '../../components/layout/index.ts';
import { Link } from '../../components/Link/Link.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { issueMessage, type FieldErrors } from '../../forms/validation.ts';
import { formatNumber } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { formatReminderOffset } from '../../format/reminderOffset.ts';
import * as s from './EventTypes.css.ts';

/** Whether the team can send by a phone channel: switched on, set up but off, or not set up. */
export type PhoneChannelStatus = 'on' | 'off' | 'none';

export interface ReminderRulesProps {
  rules: ReminderRule[];
  onChange: (rules: ReminderRule[]) => void;
  /**
   * The team's SMS and WhatsApp channels (messaging.channels): a channel not `on` cannot be chosen (a rule
   * that already has it can still drop it). Undefined when not known: nothing is disabled for it.
   */
  phoneChannels?: Record<PhoneChannel, PhoneChannelStatus> | undefined;
  /** Where the team's SMS and WhatsApp are set up (team settings). */
  messagingSettingsHref?: string | undefined;
  /** The form's field issues, by the API's paths (`reminders.1.offsetMinutes`, `reminders.0.channels`, `reminders`). */
  errors: FieldErrors;
}

/** Which offset a new rule takes: the first of these the other rules do not use. */
const NEW_RULE_OFFSETS = [1440, 120, 60, 2880, 180, 30, 360, 720, 4320, 10_080, 15];

/** A new rule: the next usual time not taken yet, by mail. */
export function newReminderRule(rules: readonly ReminderRule[]): ReminderRule {
  const used = new Set(rules.map((r) => r.offsetMinutes));
  return { offsetMinutes: NEW_RULE_OFFSETS.find((m) => !used.has(m)) ?? 1440, channels: ['mail'] };
}

/**
 * The event type's reminders (issue 24): up to three, each a time before the start and the channels it goes
 * by. SMS and WhatsApp need the team's providers: without them those boxes are off, with the reason and a
 * link to team settings.
 */
export function ReminderRules({ rules, onChange, phoneChannels, messagingSettingsHref, errors }: ReminderRulesProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const baseId = useId();
  // A removed rule takes its button away: focus goes on to "Add a reminder" rather than to nothing.
  const addRef = useRef<HTMLDivElement>(null);
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) addRef.current?.querySelector('button')?.focus();
  }, [removals]);
  const remove = (i: number) => {
    onChange(rules.filter((_, j) => j !== i));
    setRemovals((n) => n + 1);
  };
  const available = (c: ReminderChannel) => !isPhoneChannel(c) || phoneChannels === undefined || phoneChannels[c] === 'on';
  const missing = PHONE_CHANNELS.filter((c) => !available(c));
  const update = (i: number, rule: ReminderRule) => onChange(rules.map((r, j) => (j === i ? rule : r)));
  const listError = errors.reminders ? issueMessage(t, errors.reminders) : undefined;

  return (
    <div className={s.reminders}>
      <Text size="small" tone="secondary">{t('eventTypes.reminders.lead')}</Text>
      {missing.length > 0 ? (
        <Alert
          tone="info"
          action={
            messagingSettingsHref ? (
              <Link href={messagingSettingsHref} variant="standalone">
                {t(`eventTypes.reminders.setUp.${missing.length === 2 ? 'both' : missing[0]!}`)}
              </Link>
            ) : undefined
          }
        >
          {t(`eventTypes.reminders.phoneOff.${missing.length === 2 ? 'both' : missing[0]!}`)}
        </Alert>
      ) : null}
      {rules.length === 0 ? <Text size="small">{t('eventTypes.reminders.none')}</Text> : null}
      <ol className={s.ruleList} aria-label={t('eventTypes.reminders.title')}>
        {rules.map((rule, i) => {
          const n = i + 1;
          const offsetError = errors[`reminders.${i}.offsetMinutes`];
          const channelsError = errors[`reminders.${i}.channels`];
          // A saved offset the list does not offer (the API takes any minute in range) stays choosable.
          const offsets = (REMINDER_OFFSET_CHOICES as readonly number[]).includes(rule.offsetMinutes) ? REMINDER_OFFSET_CHOICES : [...REMINDER_OFFSET_CHOICES, rule.offsetMinutes].sort((a, b) => a - b);
          const title = t('eventTypes.reminders.rule', { n: formatNumber(n, locale) });
          return (
            <li key={i}>
              <fieldset className={s.rule} aria-labelledby={`${baseId}-${i}`}>
                <Inline align="between">
                  <span id={`${baseId}-${i}`} className={s.ruleTitle}>
                    {title}
                  </span>
                  <Button size="sm" variant="quiet" leading={<TrashIcon size={16} />} aria-label={t('eventTypes.reminders.removeRule', { n: formatNumber(n, locale) })} onPress={() => remove(i)}>
                    {t('eventTypes.reminders.remove')}
                  </Button>
                </Inline>
                <div className={s.pair}>
                  <Select
                    label={t('eventTypes.reminders.when')}
                    items={offsets.map((m) => ({ id: String(m), label: formatReminderOffset(t, m, locale) }))}
                    selectedKey={String(rule.offsetMinutes)}
                    onSelectionChange={(key) => key !== null && update(i, { ...rule, offsetMinutes: Number(key) })}
                    isInvalid={!!offsetError}
                    errorMessage={issueMessage(t, offsetError)}
                  />
                  <CheckboxGroup
                    label={t('eventTypes.reminders.channels')}
                    value={rule.channels}
                    onChange={(v) => update(i, { ...rule, channels: REMINDER_CHANNELS.filter((c) => v.includes(c)) })}
                    isInvalid={!!channelsError}
                    errorMessage={channelsError ? (channelsError.issue === 'too_small' ? t('eventTypes.reminders.channelsRequired') : issueMessage(t, channelsError)) : undefined}
                  >
                    <div className={s.channels}>
                      {REMINDER_CHANNELS.map((c) => {
                        const off = !available(c);
                        return (
                          <Checkbox
                            key={c}
                            value={c}
                            // A channel the rule already has can be dropped even when it is off.
                            isDisabled={off && !rule.channels.includes(c)}
                            description={off && isPhoneChannel(c) ? t(`eventTypes.reminders.status.${phoneChannels?.[c] ?? 'none'}`) : undefined}
                          >
                            {t(`eventTypes.reminders.channel.${c}`)}
                          </Checkbox>
                        );
                      })}
                    </div>
                  </CheckboxGroup>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <Text size="small" tone="critical" role="alert">
          {listError}
        </Text>
      ) : null}
      {rules.length < REMINDERS_MAX ? (
        <div ref={addRef}>
          <Inline>
            <Button size="sm" variant="secondary" leading={<PlusIcon size={16} />} onPress={() => onChange([...rules, newReminderRule(rules)])}>
              {t('eventTypes.reminders.add')}
            </Button>
          </Inline>
        </div>
      ) : (
        <Text size="small" tone="secondary">{t('eventTypes.reminders.max', { n: formatNumber(REMINDERS_MAX, locale) })}</Text>
      )}
    </div>
  );
}
