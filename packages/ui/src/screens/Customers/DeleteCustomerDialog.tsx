import { Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { CustomerView } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { formatNumber } from '../../format/index.ts';
import { useAction } from '../../hooks/useAction.ts';
import { useLast } from '../../hooks/useLast.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { type ActionOutcome } from '../../patterns/action.ts';
import { Stack } from '../../components/layout/index.ts';

export interface DeleteCustomerDialogProps {
  /** The customer to delete; null keeps the confirmation closed. */
  customer: CustomerView | null;
  /** Closes it (Keep customer, Escape, or after a delete that went through). */
  onClose: () => void;
  /** Deletes (or, with bookings, archives) the customer; a failure stays in the dialog. */
  onConfirm: (customer: CustomerView) => Promise<ActionOutcome>;
}

/**
 * "Delete Omar?" or "Archive Omar?": the API deletes a customer without bookings for good and archives
 * one with bookings (SPEC §4), so the confirmation says which will happen before it does. The
 * AlertDialog pattern (role="alertdialog", the safe choice first), with the failure inside it.
 */
export function DeleteCustomerDialog({ customer, onClose, onConfirm }: DeleteCustomerDialogProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const shown = useLast(customer);
  const remove = useAction(onConfirm);
  const isPending = remove.pending;
  const archives = (shown?.bookingsCount ?? 0) > 0;
  const name = shown?.name ?? '';
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = async () => {
    if (!customer) return;
    if ((await remove.run(customer))?.ok) close();
  };
  return (
    <Dialog
      isOpen={customer !== null}
      onOpenChange={(open) => !open && !isPending && close()}
      role="alertdialog"
      hideCloseButton
      size="sm"
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      title={t(archives ? 'customers.confirm.archiveTitle' : 'customers.confirm.deleteTitle', { name })}
      footer={
        <>
          <Button variant="secondary" autoFocus isDisabled={isPending} onPress={close}>
            {t('customers.confirm.keep')}
          </Button>
          <Button variant="critical" isPending={isPending} onPress={() => void confirm()}>
            {t(archives ? 'customers.confirm.archiveAction' : 'customers.confirm.deleteAction')}
          </Button>
        </>
      }
    >
      <Stack space="md">
        <Text slot="description" elementType="p">
          {archives
            ? t('customers.confirm.archiveBody', { name, bookings: formatNumber(shown?.bookingsCount ?? 0, locale) })
            : t('customers.confirm.deleteBody', { name })}
        </Text>
        <ErrorAlert code={remove.failure?.error} />
      </Stack>
    </Dialog>
  );
}
