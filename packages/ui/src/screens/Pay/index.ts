export { PayPage, type PayPageProps } from './PayPage.tsx';
export { PayPageContainer, type PayPageContainerProps, type ReturnedPayment } from './PayPage.container.tsx';
export type { CardFormConfig, RenderCardForm } from './PayMethods.tsx';
export { payTokenFor } from './pay-token.ts';
