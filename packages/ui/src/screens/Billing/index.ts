export { Billing, type BillingProps, type BillingLinks } from './Billing.tsx';
export { AddPaymentMethod, type AddPaymentMethodProps, type AddCardOutcome } from './AddPaymentMethod.tsx';
export { AddSubscription, type AddSubscriptionProps, type SubscribeChoice, type SubscribeOutcome, type PaidPlanCode } from './AddSubscription.tsx';
export { UpgradePrompt, subscribeHrefOf, type UpgradePromptProps } from './UpgradePrompt.tsx';
export { createCardToken, type CreateCardToken, type GatewayToken, type TokenResult } from './gateway.ts';
export type { CardInput } from './card.ts';
export { Invoice, INVOICE_TIME_ZONE, type InvoiceProps } from './Invoice.tsx';
export { InvoiceContainer, type InvoiceContainerProps } from './Invoice.container.tsx';
