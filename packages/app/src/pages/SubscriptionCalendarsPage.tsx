export { SubscriptionCalendarsPage as default } from './billing.tsx';
