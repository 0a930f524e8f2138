export {
  ToastProvider,
  useToast,
  createToastQueue,
  type ToastProviderProps,
  type ToastApi,
  type ToastContent,
  type ToastTone,
  type ToastQueue,
  type ShowToastOptions,
} from './Toast.tsx';
// The region itself is its own module: ToastProvider loads it lazily with the first toast.
export { ToastRegion, type ToastRegionProps } from './ToastRegion.tsx';
