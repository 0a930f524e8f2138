export { PaymentProviders, type PaymentProvidersProps } from './PaymentProviders.tsx';
export { PaymentProvidersContainer, type PaymentProvidersContainerProps } from './PaymentProviders.container.tsx';
export { ProviderDialog, type ProviderDialogProps, type ProviderDialogTarget, type SaveProviderRequest } from './ProviderDialog.tsx';
