import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AddPaymentMethodContainer, AddSubscriptionContainer, BillingContainer, ChangePlanContainer, ModifyCalendarsContainer, isCardOutcome } from '@waqt/ui';
import { useLang } from './auth.ts';
import { routes } from '@waqt/contracts';

/** The billing pages' paths inside a team. */
function useBillingPaths() {
  const lang = useLang();
  const teamId = useParams().teamId ?? '';
  return {
    teamId,
    billing: routes.billing(lang, teamId),
    addCard: routes.billing(lang, teamId, 'paymentmethods/add'),
    subscribe: routes.billing(lang, teamId, 'subscription/add'),
    invoice: (orderId: string) => routes.invoice(lang, teamId, orderId),
  };
}

/**
 * `?card=added|failed` — where the API's verify callback sends the browser back — read once: the screen
 * says it, then it leaves the URL (replaced, so a reload or Back does not say it again).
 */
function useCardOutcomeParam() {
  const [params, setParams] = useSearchParams();
  const card = params.get('card');
  return {
    cardOutcome: isCardOutcome(card) ? card : undefined,
    onCardOutcomeSeen: () =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete('card');
          return next;
        },
        { replace: true },
      ),
  };
}

/** /dashboard/team/{teamId}/billing (owners; assistants see the permission message). */
export function BillingPage() {
  const p = useBillingPaths();
  const links = {
    addCardHref: p.addCard,
    subscribeHref: p.subscribe,
    changeHref: `${p.billing}/subscription/change`,
    calendarsHref: `${p.billing}/subscription/calendars`,
    invoiceHref: p.invoice,
    creditNoteHref: (number: string) => `${p.billing}/print/credit-note/${encodeURIComponent(number)}`,
  };
  return <BillingContainer key={p.teamId} teamId={p.teamId} links={links} {...useCardOutcomeParam()} />;
}

/** /dashboard/team/{teamId}/billing/paymentmethods/add, `?returnTo=subscribe` when opened from the subscription. */
export function PaymentMethodAddPage() {
  const p = useBillingPaths();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo') === 'subscribe' ? 'subscribe' : 'billing';
  return <AddPaymentMethodContainer key={p.teamId} teamId={p.teamId} returnTo={returnTo} backHref={returnTo === 'subscribe' ? p.subscribe : p.billing} />;
}

/** /dashboard/team/{teamId}/billing/subscription/add, `?plan=team|business` to open on a plan. */
export function SubscriptionAddPage() {
  const p = useBillingPaths();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const plan = params.get('plan');
  return (
    <AddSubscriptionContainer
      key={p.teamId}
      teamId={p.teamId}
      initialPlan={plan === 'team' || plan === 'business' ? plan : undefined}
      billingHref={p.billing}
      addCardHref={`${p.addCard}?returnTo=subscribe`}
      onSubscribed={() => void navigate(p.billing)}
      {...useCardOutcomeParam()}
    />
  );
}

/** /dashboard/team/{teamId}/billing/subscription/change: back to billing once changed or scheduled (the toast says which). */
export function SubscriptionChangePage() {
  const p = useBillingPaths();
  const navigate = useNavigate();
  return <ChangePlanContainer key={p.teamId} teamId={p.teamId} billingHref={p.billing} subscribeHref={p.subscribe} addCardHref={p.addCard} onChanged={() => void navigate(p.billing)} />;
}

/** /dashboard/team/{teamId}/billing/subscription/calendars: back to billing once changed or scheduled (the toast says which). */
export function SubscriptionCalendarsPage() {
  const p = useBillingPaths();
  const navigate = useNavigate();
  return <ModifyCalendarsContainer key={p.teamId} teamId={p.teamId} billingHref={p.billing} subscribeHref={p.subscribe} addCardHref={p.addCard} onChanged={() => void navigate(p.billing)} />;
}
