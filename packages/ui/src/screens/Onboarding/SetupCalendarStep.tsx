import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isReservedSlug, onboardingCalendarInput, slugFromName, type OnboardingUse } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { Inline, Stack, Text } from '../../components/layout/index.ts';
import { formError, issueMessage } from '../../forms/validation.ts';
import { suggestSlug, typedSlug } from '../../forms/slug.ts';
import { useForm } from '../../hooks/useForm.ts';
import type { ActionState } from '../../patterns/action.ts';
import { PublicLink } from '../../patterns/PublicLink.tsx';
import * as s from './Onboarding.css.ts';

/** What the first screen edits. */
export type SetupCalendarValues = {
  use: OnboardingUse;
  /** A team's name (a team only). */
  teamName: string;
  /** The calendar's name. */
  name: string;
  /** The calendar's link. */
  slug: string;
};

/** The live link check's answer for one link; `available` undefined while it is being asked. */
interface SetupSlugAvailability {
  slug: string;
  available: boolean | undefined;
}

export interface SetupCalendarStepProps {
  /** Where the form starts (a resumed setup: what was saved). */
  initial: SetupCalendarValues;
  /** The user's full name: just me's calendar is named after them until they type another name. */
  fullName: string;
  /** The calendar exists already: what Waqt is for is settled. */
  useLocked?: boolean;
  /** Sent along (not edited here): the calendar's time zone and the country of its working week. */
  timezone: string;
  country: string;
  /** The latest answer of the live link check. */
  slugAvailability?: SetupSlugAvailability | undefined;
  /** The link to check now (a well-formed one, or '') for the chosen use. */
  onSlugChange?: ((slug: string, use: OnboardingUse) => void) | undefined;
  onSubmit: (values: SetupCalendarValues) => void;
  state?: ActionState | undefined;
}

const SLUG_OK = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * Screen 1: just me or a team, the calendar's name and its link. The link follows the name while the
 * user has not typed one; a name without Latin letters (Arabic) suggests nothing and says how to write
 * one — a transliteration of an unvowelled name reads "mhmd" (docs/decisions.md, "Onboarding").
 */
export function SetupCalendarStep({ initial, fullName, useLocked = false, timezone, country, slugAvailability, onSlugChange, onSubmit, state = {} }: SetupCalendarStepProps) {
  const { t } = useTranslation();
  // A fresh setup's link starts as the name's suggestion and follows the name; a saved one stays put.
  const [nameTouched, setNameTouched] = useState(initial.name !== '' && initial.name !== fullName && initial.name !== initial.teamName);
  const [slugTouched, setSlugTouched] = useState(initial.slug !== '');
  const [submittedSlug, setSubmittedSlug] = useState<string | undefined>();
  const form = useForm(onboardingCalendarInput, initial.slug ? initial : { ...initial, slug: suggestSlug(initial.name, '') }, {
    input: (v) => ({ ...v, timezone, country }),
    onSubmit: (data) => {
      if (answer === false) return;
      setSubmittedSlug(data.slug);
      onSubmit({ use: data.use, teamName: data.use === 'team' ? data.teamName : '', name: data.name, slug: data.slug });
    },
    serverErrors: state.serverErrors,
    clearOnEdit: false,
  });
  const { values, errors: shown, set } = form;

  const { slug, use } = values;
  const wellFormed = slug.length > 0 && slug.length <= 64 && SLUG_OK.test(slug) && !isReservedSlug(slug);
  const toCheck = wellFormed ? slug : '';
  const slugChanged = useEffectEvent((s: string, u: OnboardingUse) => onSlugChange?.(s, u));
  useEffect(() => slugChanged(toCheck, use), [toCheck, use]);
  const answer = toCheck && slugAvailability?.slug === toCheck ? slugAvailability.available : undefined;
  const checking = !!toCheck && answer === undefined && slugAvailability !== undefined;
  const taken = answer === false || (state.error === 'CALENDAR_SLUG_TAKEN' && slug === submittedSlug);

  const noLatin = !slugTouched && slug === '' && values.name.trim() !== '' && slugFromName(values.name) === '';
  const slugError = taken
    ? t('onboarding.calendar.slugTaken')
    : shown.slug
      ? issueMessage(t, shown.slug)
      : slug && !SLUG_OK.test(slug)
        ? t('teams.form.slugInvalid')
        : undefined;

  /** A new calendar name: the link follows it until the user types a link. */
  const setName = (name: string) => {
    set('name', name);
    if (!slugTouched) set('slug', suggestSlug(name, ''));
  };
  const setUse = (next: OnboardingUse) => {
    set('use', next);
    if (!nameTouched) setName(next === 'personal' ? fullName : values.teamName);
  };
  const setTeamName = (teamName: string) => {
    set('teamName', teamName);
    if (!nameTouched) setName(teamName);
  };
  const generalError = state.error === 'CALENDAR_SLUG_TAKEN' ? undefined : formError(state.error, state.serverErrors);

  return (
    <Card>
      <Form className={s.form} form={form}>
        <ErrorAlert code={generalError} />
        <RadioGroup
          label={t('onboarding.calendar.use')}
          value={use}
          onChange={(v) => setUse(v as OnboardingUse)}
          isDisabled={useLocked}
          description={useLocked ? t('onboarding.calendar.useLocked') : undefined}
        >
          <Radio value="personal">
            <Stack space="xxs">
              <Text as="span" weight="strong">{t('onboarding.calendar.usePersonal')}</Text>
              <Text as="span" size="small" tone="secondary">{t('onboarding.calendar.usePersonalHelp')}</Text>
            </Stack>
          </Radio>
          <Radio value="team">
            <Stack space="xxs">
              <Text as="span" weight="strong">{t('onboarding.calendar.useTeam')}</Text>
              <Text as="span" size="small" tone="secondary">{t('onboarding.calendar.useTeamHelp')}</Text>
            </Stack>
          </Radio>
        </RadioGroup>
        {use === 'team' ? (
          <TextField
            label={t('onboarding.calendar.teamName')}
            description={t('onboarding.calendar.teamNameHelp')}
            name="teamName"
            autoComplete="organization"
            isRequired
            value={values.teamName}
            onChange={setTeamName}
            isInvalid={!!shown.teamName}
            errorMessage={issueMessage(t, shown.teamName)}
          />
        ) : null}
        <TextField
          label={t('onboarding.calendar.name')}
          description={t('onboarding.calendar.nameHelp')}
          name="name"
          isRequired
          value={values.name}
          onChange={(name) => {
            setNameTouched(true);
            setName(name);
          }}
          isInvalid={!!shown.name}
          errorMessage={issueMessage(t, shown.name)}
        />
        <TextField
          label={t('onboarding.calendar.slug')}
          description={noLatin ? t('onboarding.calendar.slugLatin') : t('onboarding.calendar.slugHelp')}
          name="slug"
          autoComplete="off"
          spellCheck="false"
          isRequired
          value={slug}
          onChange={(v) => {
            setSlugTouched(true);
            set('slug', typedSlug(v));
          }}
          isInvalid={!!slugError}
          errorMessage={slugError}
        />
        <Stack space="xxs" className={s.slugInfo}>
          {wellFormed ? (
            <Text size="small" tone="secondary">
              <PublicLink slug={slug} />
            </Text>
          ) : null}
          <Text role="status" size="small" tone="secondary">
            {checking ? t('onboarding.calendar.slugChecking') : answer === true && !taken ? <Text as="span" size="small" tone="positive" weight="strong">{t('onboarding.calendar.slugAvailable')}</Text> : null}
          </Text>
        </Stack>
        <Inline align="end">
          <Button type="submit" isPending={state.isPending}>{t('onboarding.next')}</Button>
        </Inline>
      </Form>
    </Card>
  );
}
