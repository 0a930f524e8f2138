export { PaymentMethodAddPage as default } from './billing.tsx';
