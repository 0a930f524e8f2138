import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTeamInput } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { ComboBox } from '../../components/ComboBox/ComboBox.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { Inline, Stack, Text } from '../../components/layout/index.ts';
import { countryOptions, currencyOptions } from '../../forms/countries.ts';
import { formError, issueMessage, type FieldIssue } from '../../forms/validation.ts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { PublicLink } from '../../patterns/PublicLink.tsx';
import { useForm } from '../../hooks/useForm.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { type ActionState } from '../../patterns/action.ts';
import { fallbackSlug, suggestSlug, typedSlug } from '../../forms/slug.ts';
import * as s from './Teams.css.ts';

/** The editable details of a team. */
export type TeamDetails = {
  name: string;
  slug: string;
  country: string;
  currency: string;
};

/** The answer of the live link check for one slug; `available` undefined while it is being asked. */
export interface SlugAvailability {
  slug: string;
  available: boolean | undefined;
}

export interface TeamFormProps {
  /** Starting values. */
  initial: TeamDetails;
  /** Suggest the link from the name until the user edits the link (new teams). */
  autoSlug?: boolean;
  /** The team's current link: never reported as taken. */
  currentSlug?: string | undefined;
  /** The latest answer of the availability check. */
  slugAvailability?: SlugAvailability | undefined;
  /** The link to check now: a well-formed slug, or '' when there is nothing to check. */
  onSlugChange?: ((slug: string) => void) | undefined;
  onSubmit: (values: TeamDetails) => void;
  state?: ActionState | undefined;
  submitLabel: string;
}

const SLUG_OK = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Name, link (with live availability and the public address), country and currency. */
export function TeamForm({ initial, autoSlug = false, currentSlug, slugAvailability, onSlugChange, onSubmit, state = {}, submitLabel }: TeamFormProps) {
  const { t } = useTranslation();
  const { tag } = useLocale();
  const [slugTouched, setSlugTouched] = useState(!autoSlug);
  const [fallback] = useState(() => fallbackSlug());
  // Which link a TEAM_SLUG_TAKEN answer was about: the field shows it only while it still holds that link.
  const [submittedSlug, setSubmittedSlug] = useState<string | undefined>();
  const form = useForm(createTeamInput, initial, {
    onSubmit: (data) => {
      if (answer === false) return;
      setSubmittedSlug(data.slug);
      onSubmit({ name: data.name, slug: data.slug, country: data.country, currency: data.currency });
    },
    serverErrors: state.serverErrors,
    clearOnEdit: false,
  });
  const { values, errors: shown, set } = form;
  const countries = useMemo(() => countryOptions(tag), [tag]);
  const currencies = useMemo(() => currencyOptions(tag), [tag]);

  const slug = values.slug;
  const wellFormed = slug.length > 0 && slug.length <= 64 && SLUG_OK.test(slug);
  const toCheck = wellFormed && slug !== currentSlug ? slug : '';
  // Ask once per link to check, not again when the parent passes a new onSlugChange.
  const slugChanged = useEffectEvent((s: string) => onSlugChange?.(s));
  useEffect(() => slugChanged(toCheck), [toCheck]);

  const answer = toCheck && slugAvailability?.slug === toCheck ? slugAvailability.available : undefined;
  const checking = !!toCheck && !!slugAvailability && answer === undefined;
  const taken = answer === false || (state.error === 'TEAM_SLUG_TAKEN' && slug === submittedSlug);

  const slugIssue: FieldIssue | undefined = shown.slug ?? (slug && !wellFormed ? { issue: 'invalid_format' } : undefined);
  const slugError = taken ? t('errors.TEAM_SLUG_TAKEN') : slugIssue ? (slugIssue.issue === 'invalid_format' ? t('teams.form.slugInvalid') : issueMessage(t, slugIssue)) : undefined;

  const generalError = state.error === 'TEAM_SLUG_TAKEN' ? undefined : formError(state.error, state.serverErrors);

  return (
    <Form className={s.form} form={form}>
      <ErrorAlert code={generalError} />
      <TextField
        label={t('teams.form.name')}
        description={t('teams.form.nameHelp')}
        name="name"
        autoComplete="organization"
        isRequired
        value={values.name}
        onChange={(name) => {
          set('name', name);
          if (!slugTouched) set('slug', suggestSlug(name, fallback));
        }}
        isInvalid={!!shown.name}
        errorMessage={issueMessage(t, shown.name)}
      />
      <TextField
        label={t('teams.form.slug')}
        description={t('teams.form.slugHelp')}
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
            {t('teams.publicLink')}: <PublicLink slug={slug} />
          </Text>
        ) : null}
        <Text role="status" size="small" tone="secondary">
          {checking ? t('teams.form.slugChecking') : answer === true && !taken ? <Text as="span" size="small" tone="positive" weight="strong">{t('teams.form.slugAvailable')}</Text> : null}
        </Text>
      </Stack>
      <ComboBox
        label={t('teams.form.country')}
        items={countries}
        selectedKey={values.country}
        onSelectionChange={(key) => key != null && set('country', String(key))}
        isInvalid={!!shown.country}
        errorMessage={issueMessage(t, shown.country)}
      />
      <Select
        label={t('teams.form.currency')}
        description={t('teams.form.currencyHelp')}
        items={currencies}
        selectedKey={values.currency}
        onSelectionChange={(key) => key != null && set('currency', String(key))}
        isInvalid={!!shown.currency}
        errorMessage={issueMessage(t, shown.currency)}
      />
      <Inline align="end">
        <Button type="submit" isPending={state.isPending}>{submitLabel}</Button>
      </Inline>
    </Form>
  );
}

