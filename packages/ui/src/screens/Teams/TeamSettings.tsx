import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOOKER_CUTOFF_MAX_MINUTES,
  bookerCutoffInput,
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
import { Form } from '../../components/Form/Form.tsx';
import { Inline, Page, PageHeader } from '../../components/layout/index.ts';
import { NumberField } from '../../components/NumberField/NumberField.tsx';
import { type FieldErrors } from '../../forms/validation.ts';
import { useForm } from '../../hooks/useForm.ts';
import { TeamForm, type SlugAvailability, type TeamDetails } from './TeamForm.tsx';
import { ContactPhoneForm } from './ContactPhoneForm.tsx';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { type ActionState } from '../../patterns/action.ts';
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
  /** Saves how close to the start (minutes, 0–10080) a booker may still cancel or reschedule. */
  onSaveBookerCutoff?: ((minutes: number) => void) | undefined;
  bookerCutoff?: ActionState | undefined;
  /** The payment providers section's content; a short note until payments arrive. */
  paymentProviders?: ReactNode;
  /** The reminder messages section's content (SMS and WhatsApp: the Messaging screen); none without it. */
  messaging?: ReactNode;
  /** Saves the contact phone bookers may call (issue 36), as typed; null clears it. Without it the section is not shown. */
  onSaveContactPhone?: ((phone: string | null) => void) | undefined;
  contactPhone?: ActionState | undefined;
}

const expirationMinutes = paymentExpirationInput.pick({ minutes: true });
const cutoffMinutes = bookerCutoffInput.pick({ minutes: true });

interface MinutesFormProps {
  initial: number;
  onSave: (minutes: number) => void;
  state?: ActionState | undefined;
  schema: typeof expirationMinutes | typeof cutoffMinutes;
  min: number;
  max: number;
  /** i18n keys of the field's label and help and of the submit button. */
  labels: { label: string; help: string; submit: string };
}

/** One number of minutes with its own save button (payment expiration, booker cut-off). */
function MinutesForm({ initial, onSave, state = {}, schema, min, max, labels }: MinutesFormProps) {
  const { t } = useTranslation();
  const form = useForm(schema, { minutes: initial }, {
    // A cleared field reads as NaN: say "required" rather than "wrong type".
    checkFirst: ({ minutes }): FieldErrors | undefined => (Number.isNaN(minutes) ? { minutes: { issue: 'too_small', params: { min } } } : undefined),
    onSubmit: (data) => onSave(data.minutes),
    serverErrors: state.serverErrors,
    clearOnEdit: false,
  });
  const shown = form.errors;
  return (
    <Form className={s.form} form={form}>
      <ErrorAlert code={state.error === 'INVALID_REQUEST' && shown.minutes ? undefined : state.error} />
      <NumberField
        label={t(labels.label)}
        description={t(labels.help)}
        minValue={min}
        maxValue={max}
        {...form.field('minutes')}
      />
      <Inline align="end">
        <Button type="submit" variant="secondary" isPending={state.isPending}>{t(labels.submit)}</Button>
      </Inline>
    </Form>
  );
}

/** /dashboard/team/{teamId}/settings (owners): general details, contact phone, payment expiration, booker cut-off, payment providers. */
export function TeamSettings(props: TeamSettingsProps) {
  const { t } = useTranslation();
  const { team, loadError, onRetry } = props;
  const header = <PageHeader title={t('teams.settings.title')} lead={team?.name} />;
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
        {props.onSaveContactPhone ? (
          <Card title={t('teams.settings.contact')} description={t('teams.settings.contactLead')} role="region">
            <ContactPhoneForm key={team.contactPhone ?? ''} teamId={team.id} initial={team.contactPhone} onSave={props.onSaveContactPhone} state={props.contactPhone} />
          </Card>
        ) : null}
        <Card title={t('teams.settings.paymentExpiration')} description={t('teams.settings.paymentExpirationLead')} role="region">
          <MinutesForm
            key={team.paymentExpirationMinutes}
            initial={team.paymentExpirationMinutes || PAYMENT_EXPIRATION_DEFAULT_MINUTES}
            onSave={props.onSavePaymentExpiration}
            state={props.paymentExpiration}
            schema={expirationMinutes}
            min={PAYMENT_EXPIRATION_MIN_MINUTES}
            max={PAYMENT_EXPIRATION_MAX_MINUTES}
            labels={{ label: 'teams.settings.minutes', help: 'teams.settings.minutesHelp', submit: 'teams.settings.savePaymentExpiration' }}
          />
        </Card>
        {props.onSaveBookerCutoff ? (
          <Card title={t('teams.settings.bookerCutoff')} description={t('teams.settings.bookerCutoffLead')} role="region">
            <MinutesForm
              key={team.bookerCutoffMinutes}
              initial={team.bookerCutoffMinutes}
              onSave={props.onSaveBookerCutoff}
              state={props.bookerCutoff}
              schema={cutoffMinutes}
              min={0}
              max={BOOKER_CUTOFF_MAX_MINUTES}
              labels={{ label: 'teams.settings.bookerCutoffMinutes', help: 'teams.settings.bookerCutoffHelp', submit: 'teams.settings.saveBookerCutoff' }}
            />
          </Card>
        ) : null}
        <Card title={t('teams.settings.paymentProviders')} role="region">
          {props.paymentProviders ?? <p className={s.note}>{t('teams.settings.paymentProvidersSoon')}</p>}
        </Card>
        {props.messaging ? (
          // `#messaging`: the event type form's "Set up SMS in team settings" lands here.
          <Card id="messaging" title={t('messaging.title')} role="region">
            {props.messaging}
          </Card>
        ) : null}
      </>
    );
  }
  return (
    <Page width="narrow">
      {header}
      {body}
    </Page>
  );
}
