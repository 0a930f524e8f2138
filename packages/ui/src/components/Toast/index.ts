export {
  ToastProvider,
  ToastRegion,
  useToast,
  createToastQueue,
  type ToastProviderProps,
  type ToastRegionProps,
  type ToastApi,
  type ToastContent,
  type ToastTone,
  type ToastQueue,
  type ShowToastOptions,
} from './Toast.tsx';
