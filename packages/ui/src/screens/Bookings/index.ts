export { BookingsList, type BookingsListProps } from './BookingsList.tsx';
export { BookingsListContainer, type BookingsListContainerProps } from './BookingsList.container.tsx';
export { BookingDetail, type BookingDetailProps } from './BookingDetail.tsx';
export { BookingDetailContainer, type BookingDetailContainerProps } from './BookingDetail.container.tsx';
export { BookingFilters, type BookingFiltersProps, type BookingFilterValues, type FilterOption as BookingFilterOption } from './BookingFilters.tsx';
export { useUpcomingCount, type UpcomingCount } from '../../hooks/useUpcomingCount.ts';
export { BookingPayments, type BookingPaymentsProps } from './BookingPayments.tsx';
export { RefundDialog, type RefundDialogProps } from './RefundDialog.tsx';
