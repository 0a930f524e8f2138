export { SubscriptionAddPage as default } from './billing.tsx';
