export { CustomersList, type CustomersListProps, type CustomerOrder, type CustomerAction } from './CustomersList.tsx';
export { CustomersListContainer, type CustomersListContainerProps, type CustomerBookingSlot } from './CustomersList.container.tsx';
export { CustomerDetail, type CustomerDetailProps } from './CustomerDetail.tsx';
export { CustomerFormDialog, type CustomerFormDialogProps, type CustomerFormTarget, type SaveCustomerRequest } from './CustomerFormDialog.tsx';
export { DeleteCustomerDialog, type DeleteCustomerDialogProps } from './DeleteCustomerDialog.tsx';
