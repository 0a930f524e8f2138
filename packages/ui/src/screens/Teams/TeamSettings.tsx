import { useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_EXPIRATION_DEFAULT_MINUTES,
  PAYMENT_EXPIRATION_MAX_MINUTES,
  PAYMENT_EXPIRATION_MIN_MINUTES,
  paymentExpirationInput,
  type ErrorCode,
  type TeamView,
} from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { NumberField } from '../../components/NumberField/NumberField.tsx';
import { issueMessage, validateWith, type FieldErrors } from '../../forms/validation.ts';
import { TeamForm, type SlugAvailability, type TeamDetails } from './TeamForm.tsx';
import { ErrorAlert, LoadFailure, LoadingBlocks, type ActionState } from './shared.tsx';
import * as s from './Teams.css.ts';

export interface TeamSettingsProps {
  /** The team; undefined while loading. */
  team: TeamView | undefined;
  /** Failure while loading. */
  loadError?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** Saves name, link, country and currency. */
  onSaveDetails: (values: TeamDetails) => void;
  details?: ActionState | undefined;
  /** The latest answer of the live link check (the team's own link counts as free). */
  slugAvailability?: SlugAvailability | undefined;
  /** The link to check now ('' for none). */
  onSlugChange?: ((slug: string) => void) | undefined;
  /** Saves the payment expiration period in minutes (1–1440). */
  onSavePaymentExpiration: (minutes: number) => void;
  paymentExpiration?: ActionState | undefined;
  /** The payment providers section's content; a short note until payments arrive. */
  paymentProviders?: ReactNode;
}

const minutesInput = paymentExpirationInput.pick({ minutes: true });

function PaymentExpirationForm({ initial, onSave, state = {} }: { initial: number; onSave: (minutes: number) => void; state?: ActionState | undefined }) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...state.serverErrors, ...errors };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A cleared field reads as NaN: say "required" rather than "wrong type".
    if (Number.isNaN(minutes)) return setErrors({ minutes: { issue: 'too_small', params: { min: 1 } } });
    const r = validateWith(minutesInput, { minutes });
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    onSave(r.data.minutes);
  };
  return (
    <Form className={s.form} onSubmit={submit} validationBehavior="aria">
      <ErrorAlert code={state.error === 'INVALID_REQUEST' && shown.minutes ? undefined : state.error} />
      <NumberField
        label={t('teams.settings.minutes')}
        description={t('teams.settings.minutesHelp')}
        name="minutes"
        minValue={PAYMENT_EXPIRATION_MIN_MINUTES}
        maxValue={PAYMENT_EXPIRATION_MAX_MINUTES}
        value={minutes}
        onChange={setMinutes}
        isInvalid={!!shown.minutes}
        errorMessage={issueMessage(t, shown.minutes)}
      />
      <div className={s.actions}>
        <Button type="submit" variant="secondary" isPending={state.isPending}>{t('teams.settings.savePaymentExpiration')}</Button>
      </div>
    </Form>
  );
}

/** /dashboard/team/{teamId}/settings (owners): general details, payment expiration, payment providers. */
export function TeamSettings(props: TeamSettingsProps) {
  const { t } = useTranslation();
  const { team, loadError, onRetry } = props;
  const header = (
    <header className={s.headerText}>
      <h1 className={s.title}>{t('teams.settings.title')}</h1>
      {team ? <p className={s.lead}>{team.name}</p> : null}
    </header>
  );
  let body: ReactNode;
  if (loadError && loadError !== 'PERMISSION_DISABLED') body = <LoadFailure title={t('teams.loadError')} code={loadError} onRetry={onRetry} />;
  else if (loadError === 'PERMISSION_DISABLED' || (team && team.role !== 'owner')) {
    body = <EmptyState role="alert" title={t('errors.PERMISSION_DISABLED')} headingLevel={2} />;
  } else if (!team) body = <LoadingBlocks count={2} blockSize="12rem" />;
  else {
    body = (
      <>
        <Card title={t('teams.settings.general')} role="region">
          <TeamForm
            key={`${team.name}|${team.slug}|${team.country}|${team.currency}`}
            initial={{ name: team.name, slug: team.slug, country: team.country, currency: team.currency }}
            currentSlug={team.slug}
            slugAvailability={props.slugAvailability}
            onSlugChange={props.onSlugChange}
            onSubmit={props.onSaveDetails}
            state={props.details}
            submitLabel={t('teams.settings.save')}
          />
        </Card>
        <Card title={t('teams.settings.paymentExpiration')} description={t('teams.settings.paymentExpirationLead')} role="region">
          <PaymentExpirationForm
            key={team.paymentExpirationMinutes}
            initial={team.paymentExpirationMinutes || PAYMENT_EXPIRATION_DEFAULT_MINUTES}
            onSave={props.onSavePaymentExpiration}
            state={props.paymentExpiration}
          />
        </Card>
        <Card title={t('teams.settings.paymentProviders')} role="region">
          {props.paymentProviders ?? <p className={s.note}>{t('teams.settings.paymentProvidersSoon')}</p>}
        </Card>
      </>
    );
  }
  return (
    <div className={`${s.page} ${s.narrow}`}>
      {header}
      {body}
    </div>
  );
}
