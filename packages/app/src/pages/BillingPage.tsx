export { BillingPage as default } from './billing.tsx';
