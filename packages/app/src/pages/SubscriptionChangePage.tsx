export { SubscriptionChangePage as default } from './billing.tsx';
