import { router } from './trpc.ts';
import { accountRouter } from '../modules/account/account.router.ts';
import { authRouter } from '../modules/auth/auth.router.ts';
import { availabilityRouter } from '../modules/availability/availability.router.ts';
import { calendarsRouter } from '../modules/calendars/calendars.router.ts';
import { eventTypesRouter } from '../modules/event-types/event-types.router.ts';
import { publicRouter } from '../modules/public/public.router.ts';
import { bookingProcedures } from '../modules/bookings/bookings.router.ts';
import { bookingPaymentProcedures, paymentProvidersRouter } from '../modules/payments/payments.router.ts';
import { customersRouter } from '../modules/customers/customers.router.ts';
import { invitesRouter, membersRouter, teamsRouter } from '../modules/teams/teams.router.ts';
import { billingRouter } from '../modules/billing/billing.router.ts';
import { onboardingRouter } from '../modules/onboarding/onboarding.router.ts';
import { messagingRouter } from '../modules/messaging/messaging.router.ts';

export const appRouter = router({
  account: accountRouter,
  auth: authRouter,
  teams: teamsRouter,
  members: membersRouter,
  invites: invitesRouter,
  calendars: calendarsRouter,
  availability: availabilityRouter,
  eventTypes: eventTypesRouter,
  public: publicRouter,
  bookings: router({ ...bookingProcedures, ...bookingPaymentProcedures }),
  paymentProviders: paymentProvidersRouter,
  customers: customersRouter,
  billing: billingRouter,
  onboarding: onboardingRouter,
  messaging: messagingRouter,
});

export type AppRouter = typeof appRouter;
