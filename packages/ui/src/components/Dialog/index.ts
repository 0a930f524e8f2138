export { Dialog, DialogTrigger, type DialogProps, type DialogTriggerProps, type DialogRenderProps } from './Dialog.tsx';
export { AlertDialog, type AlertDialogProps } from './AlertDialog.tsx';
