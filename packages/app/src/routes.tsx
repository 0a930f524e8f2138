import type { ComponentType } from 'react';
import { createBrowserRouter, useLocation, useNavigate, useParams, useSearchParams, type RouteObject } from 'react-router';
import { isLocale, LOCALES, type Locale } from '@waqt/contracts';
import { loadMessages, type MessagesPart } from '@waqt/ui/i18n';
import { DefaultLayout, EmptyLayout } from './layouts/DefaultLayout.tsx';
import { LocaleRedirect, LocaleRoot } from './layouts/LocaleRoot.tsx';
import { RouteError } from './pages/RouteError.tsx';
import type { PublicPageProps } from './public/page-props.ts';

/** Pages load lazily: the dashboard never weighs on the public pages. */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });
const placeholder = lazyPage(() => import('./pages/Placeholder.tsx'));
const page = (path: string, titleKey: string, lazy = placeholder): RouteObject => ({ path, lazy, handle: { titleKey: `routes.${titleKey}` } });

/** What a public page gets from react-router here (the public bundle's router passes the same: src/public). */
function useRouterPageProps(): PublicPageProps {
  const params = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return { lang: params.lang as Locale, params, pathname, search, navigate: (to, options) => navigate(to, options) };
}
/** A public page (src/pages/PublicPage.tsx…): the same lazy chunk the public bundle loads, given its props by react-router. */
const publicPage = (load: () => Promise<{ default: ComponentType<PublicPageProps> }>) => async () => {
  const Page = (await load()).default;
  return { Component: () => <Page {...useRouterPageProps()} /> };
};

const calendar = 'dashboard/team/:teamId/calendars/:calendarId';

/** The routes that need the `app` part of the messages as well as the `public` one. */
const appMessages = new Set<RouteObject>();
/**
 * A route whose page language's messages (a part of them: ui/src/i18n/parts.ts) arrive before it renders —
 * on the first load (main.tsx has started the fetch) and on a language switch (the current page stays
 * meanwhile): nothing ever shows a key or the other language. `both`: the page shows its words in both
 * languages at once (the printable invoice, as Saudi invoices are), so it loads the part of each.
 */
function withMessages(part: MessagesPart, route: RouteObject, languages: 'page' | 'both' = 'page'): RouteObject {
  if (part === 'app') appMessages.add(route);
  return Object.assign(route, {
    loader: async ({ params }: { params: { lang?: string } }) => {
      if (isLocale(params.lang)) await Promise.all((languages === 'both' ? LOCALES : [params.lang]).map((lang) => loadMessages(lang, part)));
      return null;
    },
    shouldRevalidate: ({ currentParams, nextParams }: { currentParams: { lang?: string }; nextParams: { lang?: string } }) => currentParams.lang !== nextParams.lang,
  });
}
/** The parts of the messages these route matches need. */
export const messagePartsOf = (matches: readonly { route: RouteObject }[]): MessagesPart[] =>
  matches.some(({ route }) => appMessages.has(route)) ? ['public', 'app'] : ['public'];

/** Every route of SPEC §2, declared once, under /:lang (en | ar). Guards live in LocaleRoot. */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LocaleRedirect /> },
      withMessages('public', {
        path: ':lang',
        element: <LocaleRoot />,
        errorElement: <RouteError />,
        children: [
          // The shell, landing, sign-in and dashboard messages come with the pages that show them.
          withMessages('app', {
            element: <DefaultLayout />,
            children: [
              { index: true, lazy: lazyPage(() => import('./pages/LandingPage.tsx')) },
              page('auth/otp', 'otp', lazyPage(() => import('./pages/OtpPage.tsx'))),
              page('auth/password/resetrequest', 'resetRequest', lazyPage(() => import('./pages/ResetRequestPage.tsx'))),
              page('auth/password/resetsubmit', 'resetSubmit', lazyPage(() => import('./pages/ResetSubmitPage.tsx'))),
              page('auth/register', 'register', lazyPage(() => import('./pages/RegisterPage.tsx'))),
              page('auth/email/undo', 'emailUndo', lazyPage(() => import('./pages/EmailUndoPage.tsx'))),
              page('googleAuth', 'googleAuth', lazyPage(() => import('./pages/GoogleAuthPage.tsx'))),
              page('terms', 'terms', lazyPage(() => import('./pages/TermsPage.tsx'))),
              page('privacy', 'privacy', lazyPage(() => import('./pages/PrivacyPage.tsx'))),
              page('invite/:token', 'invite', lazyPage(() => import('./pages/InvitePage.tsx'))),
              page('dashboard', 'dashboard', lazyPage(() => import('./pages/DashboardPage.tsx'))),
              page('dashboard/account', 'account', lazyPage(() => import('./pages/AccountPage.tsx'))),
              page('dashboard/setup', 'setup', lazyPage(() => import('./pages/SetupPage.tsx'))),
              page('dashboard/team/new', 'teamNew', lazyPage(() => import('./pages/TeamNewPage.tsx'))),
              page('dashboard/team/:teamId', 'teamHome', lazyPage(() => import('./pages/TeamHomePage.tsx'))),
              page('dashboard/team/:teamId/billing', 'billing', lazyPage(() => import('./pages/BillingPage.tsx'))),
              page('dashboard/team/:teamId/billing/paymentmethods/add', 'paymentMethodAdd', lazyPage(() => import('./pages/PaymentMethodAddPage.tsx'))),
              page('dashboard/team/:teamId/billing/subscription/add', 'subscriptionAdd', lazyPage(() => import('./pages/SubscriptionAddPage.tsx'))),
              page('dashboard/team/:teamId/billing/subscription/calendars', 'subscriptionCalendars', lazyPage(() => import('./pages/SubscriptionCalendarsPage.tsx'))),
              page('dashboard/team/:teamId/billing/subscription/change', 'subscriptionChange', lazyPage(() => import('./pages/SubscriptionChangePage.tsx'))),
              page('dashboard/team/:teamId/bookings', 'bookings', lazyPage(() => import('./pages/bookings.tsx'))),
              page('dashboard/team/:teamId/customers', 'customers', lazyPage(() => import('./pages/customers.tsx'))),
              page('dashboard/team/:teamId/members', 'members', lazyPage(() => import('./pages/MembersPage.tsx'))),
              page('dashboard/team/:teamId/settings', 'teamSettings', lazyPage(() => import('./pages/TeamSettingsPage.tsx'))),
              page('dashboard/team/:teamId/calendars/new', 'calendarNew', lazyPage(() => import('./pages/CalendarNewPage.tsx'))),
              {
                path: calendar,
                lazy: lazyPage(() => import('./pages/CalendarLayout.tsx')),
                children: [
                  { index: true, lazy: lazyPage(() => import('./pages/CalendarHomePage.tsx')), handle: { titleKey: 'routes.calendarHome' } },
                  page('availability', 'availability', lazyPage(() => import('./pages/AvailabilityListPage.tsx'))),
                  page('availability/new', 'availabilityNew', lazyPage(() => import('./pages/AvailabilityEditorPage.tsx'))),
                  page('availability/:availabilityId', 'availabilityEdit', lazyPage(() => import('./pages/AvailabilityEditorPage.tsx'))),
                  page('eventtypes', 'eventTypes', lazyPage(() => import('./pages/EventTypesPage.tsx'))),
                  page('settings', 'calendarSettings', lazyPage(() => import('./pages/CalendarSettingsPage.tsx'))),
                ],
              },
              { path: '*', lazy: lazyPage(() => import('./pages/NotFoundPage.tsx')) },
            ],
          }),
          {
            element: <EmptyLayout />,
            children: [
              page('book/confirmed/:bookingId', 'bookConfirmed', publicPage(() => import('./pages/BookingConfirmedPage.tsx'))),
              // The pay page's words (payments.*) are in the app part of the messages, not the public one:
              // it loads that part too, so the booking pages stay without them.
              withMessages('app', page('book/pay/:bookingId', 'bookPay', lazyPage(() => import('./pages/PayPage.tsx')))),
              // A reminder's "I'll be there" and a phone message's opt-out (issue 24): their words are in the app
              // part too, as the pay page's are. `stop` is one of the app's own words (src/public/paths.ts).
              withMessages('app', page('book/attend/:bookingId', 'bookAttend', lazyPage(() => import('./pages/AttendPage.tsx')))),
              withMessages('app', page('stop', 'optOut', lazyPage(() => import('./pages/OptOutPage.tsx')))),
              // Where a reminder's short link past its booking's links lands (the API's /s/{code}; issue 35).
              withMessages('app', page('book/link-expired', 'linkExpired', lazyPage(() => import('./pages/LinkExpiredPage.tsx')))),
              // The printable invoice (owners; the API refuses anyone else): no app chrome, and its labels in
              // Arabic and English whatever the page's language, so the `app` part of both languages.
              withMessages('app', page('dashboard/team/:teamId/billing/print/subscription/:orderId', 'invoice', lazyPage(() => import('./pages/InvoicePage.tsx'))), 'both'),
              withMessages('app', page('dashboard/team/:teamId/billing/print/credit-note/:number', 'creditNote', lazyPage(() => import('./pages/CreditNotePage.tsx'))), 'both'),
              // Public pages by link; dynamic segments only, so every static path above wins. A visitor who
              // arrives on one of them (or on the confirmation above) gets the public bundle instead
              // (src/public/paths.ts); the app shows them when it navigates there itself.
              page(':slug', 'publicPage', publicPage(() => import('./pages/PublicPage.tsx'))),
              page(':slug/:eventTypeSlug', 'eventTypeBooking', publicPage(() => import('./pages/EventTypeBookingPage.tsx'))),
            ],
          },
        ],
      }),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
