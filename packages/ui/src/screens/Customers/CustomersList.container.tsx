import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useControlledState } from 'react-stately/useControlledState';
import { useTranslation } from 'react-i18next';
import type { CustomerView, ListCustomersInput, TeamRole } from '@waqt/contracts';
import { useToast } from '../../components/Toast/Toast.tsx';
import { useTRPC, useTRPCClient } from '../../trpc/client.ts';
import { errorCodeOf, planNeedsOf } from '../../trpc/errors.ts';
import { pageCount } from '../../format/index.ts';
import { outcomeOf } from '../../patterns/action.ts';
import type { ActionOutcome } from '../../patterns/action.ts';
import { useDebounce } from '../../hooks/useDebounce.ts';
import { CustomerDetail } from './CustomerDetail.tsx';
import { CustomerFormDialog, type CustomerFormTarget } from './CustomerFormDialog.tsx';
import { CustomersList, type CustomerOrder } from './CustomersList.tsx';
import { DeleteCustomerDialog } from './DeleteCustomerDialog.tsx';
import { downloadCsv, exportFileName, type DownloadFile } from './download.ts';

export interface CustomersListContainerProps {
  /** The team whose customers these are. */
  teamId: string;
  /** The viewer's IANA zone: dates are shown in it (and name the export file). */
  timezone: string;
  /** The archived list; pass it with `onArchivedChange` to keep it in the URL (`?archived=1`). Active when left out. */
  archived?: boolean | undefined;
  /** The other list was chosen. */
  onArchivedChange?: ((archived: boolean) => void) | undefined;
  /**
   * The search the list starts with (the app keeps the settled one in the URL, `?q=`, and redacts it from
   * analytics: a term is personal data — a name, an email, a phone).
   */
  search?: string | undefined;
  /** The search settled (typing paused): the term sent to the API, '' for none. */
  onSearchChange?: ((search: string) => void) | undefined;
  /** The list's order; pass it with `onOrderChange` to keep it in the URL (`?sort=…&dir=…`). By name, A→Z, when left out. */
  order?: CustomerOrder | undefined;
  /** A column header was pressed: the new order. */
  onOrderChange?: ((order: CustomerOrder) => void) | undefined;
  /** The customer whose detail is open; pass it with `onCustomerChange` to keep it in the URL (`?customer=`). */
  customerId?: string | null | undefined;
  /** A customer was opened (their id) or the detail closed (null). */
  onCustomerChange?: ((customerId: string | null) => void) | undefined;
  /** The viewer's role; read from `teams.byId` when left out. */
  role?: TeamRole | undefined;
  /** The clock (stories pin it); the system time by default. */
  now?: (() => Date) | undefined;
  /** Saves the exported file; a Blob download by default (stories watch it instead). */
  download?: ((file: DownloadFile) => void) | undefined;
  /**
   * One of the customer's bookings, over their detail: the app renders the bookings screen's
   * BookingDetailContainer here (a screen never imports another). `bookingId` is null while none is open.
   */
  renderBooking: (booking: CustomerBookingSlot) => ReactNode;
}

/** What the customers screen hands the booking detail it shows over a customer. */
export interface CustomerBookingSlot {
  teamId: string;
  /** The booking to show; null when none is open. */
  bookingId: string | null;
  /** Closes it (and refreshes the customer: a booking cancelled there changes their bookings). */
  onClose: () => void;
  timezone: string;
  now: () => Date;
  /** The viewer owns the team: refunds and transfers show. */
  canManagePayments: boolean;
}

/** How long typing in the search must pause before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;
const systemNow = () => new Date();
/** The order a list starts in. */
const DEFAULT_ORDER: CustomerOrder = { sort: 'name', direction: 'asc' };

const archivedOfKey = (key: readonly unknown[]) => (key[1] as { input?: ListCustomersInput } | undefined)?.input?.archived ?? false;

/**
 * The customers screen wired to `customers.list` / `.get` / `.save` / `.delete` / `.restore` /
 * `.exportCsv`, with the viewer's role from `teams.byId`: the list, the detail (and a booking of theirs
 * over it), the add/edit form and the delete-or-archive confirmation, each with its toast.
 */
export function CustomersListContainer(props: CustomersListContainerProps) {
  const { teamId, timezone, onArchivedChange, onSearchChange, customerId, onCustomerChange, now = systemNow, download = downloadCsv } = props;
  const trpc = useTRPC();
  const client = useTRPCClient();
  const qc = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();

  const team = useQuery({ ...trpc.teams.byId.queryOptions({ teamId }), enabled: props.role === undefined });
  const role = props.role ?? team.data?.role;

  // Each is the caller's when given (kept in the URL), the container's own otherwise.
  const [archived, setArchived] = useControlledState(props.archived, false, onArchivedChange);
  const [openId, setOpen] = useControlledState<string | null>(customerId, null, onCustomerChange);

  const [typed, setTyped] = useState(props.search ?? '');
  const search = useDebounce(typed.trim(), SEARCH_DEBOUNCE_MS);
  // The settled term goes to the URL once, not on every keystroke.
  const reported = useRef(search);
  useEffect(() => {
    if (search === reported.current) return;
    reported.current = search;
    onSearchChange?.(search);
  }, [search, onSearchChange]);

  const [order, setOrder] = useControlledState(props.order, DEFAULT_ORDER, props.onOrderChange);
  // The page belongs to one list, search and order: any other starts again at page 1.
  const pageKey = JSON.stringify([archived, search, order]);
  const [paging, setPaging] = useState({ key: pageKey, page: 1 });
  const page = paging.key === pageKey ? paging.page : 1;
  const filter = { teamId, archived, ...(search ? { search } : {}) };
  const list = useQuery({
    ...trpc.customers.list.queryOptions({ ...filter, sort: order.sort, direction: order.direction, page }),
    // Within a list the rows stay while the next page, search or order loads (marked busy); the other list starts blank.
    placeholderData: (previous, previousQuery) => (previousQuery && archivedOfKey(previousQuery.queryKey) === archived ? previous : undefined),
  });
  // A page emptied under the viewer (its last customer deleted): show the last page there is.
  const data = list.data;
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && data.total > 0 && page > 1) {
      setPaging({ key: pageKey, page: pageCount(data.total, data.pageSize) });
    }
  }, [data, list.isPlaceholderData, page, pageKey]);

  const detail = useQuery({ ...trpc.customers.get.queryOptions({ teamId, customerId: openId ?? '' }), enabled: openId !== null });
  const [formTarget, setFormTarget] = useState<CustomerFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<CustomerView | null>(null);
  const [openBooking, setOpenBooking] = useState<string | null>(null);

  const refresh = () => qc.invalidateQueries({ queryKey: trpc.customers.pathKey() });
  const save = useMutation(trpc.customers.save.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(trpc.customers.delete.mutationOptions());
  const restore = useMutation(trpc.customers.restore.mutationOptions({ onSettled: refresh }));

  const onRestore = async (c: CustomerView): Promise<ActionOutcome> => {
    const outcome = await outcomeOf(restore.mutateAsync({ teamId, customerId: c.id }));
    if (outcome.ok) toast.positive(t('customers.restored'));
    return outcome;
  };

  return (
    <>
      <CustomersList
        teamId={teamId}
        archived={archived}
        onArchivedChange={setArchived}
        search={typed}
        onSearchChange={setTyped}
        order={order}
        onOrderChange={setOrder}
        list={list.data}
        isRefreshing={list.isPlaceholderData}
        error={list.isError ? errorCodeOf(list.error) : undefined}
        onRetry={() => void list.refetch()}
        onPageChange={(next) => setPaging({ key: pageKey, page: next })}
        role={role}
        timezone={timezone}
        onOpenCustomer={setOpen}
        onAdd={() => setFormTarget({})}
        onEdit={(customer) => setFormTarget({ customer })}
        onDelete={setToDelete}
        onRestore={onRestore}
        onExport={async () => {
          try {
            // Asked afresh on each press (not cached): the file is what the list holds now.
            const { csv } = await client.customers.exportCsv.query(filter);
            download({ name: exportFileName(now(), timezone), text: csv });
            return { ok: true };
          } catch (error) {
            // FEATURE_BLOCKED carries the plan with the export: the list shows the prompt to it.
            return { ok: false, error: errorCodeOf(error), needs: planNeedsOf(error) };
          }
        }}
      />
      <CustomerDetail
        isOpen={openId !== null}
        onClose={() => setOpen(null)}
        detail={openId !== null ? detail.data : undefined}
        error={detail.isError ? errorCodeOf(detail.error) : undefined}
        onRetry={() => void detail.refetch()}
        timezone={timezone}
        canManage={role === 'owner'}
        onEdit={(customer) => setFormTarget({ customer })}
        onDelete={setToDelete}
        onRestore={(c) => void onRestore(c).then((outcome) => !outcome.ok && toast.critical(t(`errors.${outcome.error}`)))}
        onOpenBooking={setOpenBooking}
      />
      <CustomerFormDialog
        target={formTarget}
        // Until the role is known, as an assistant: the API refuses an assistant's email change anyway.
        isEmailLocked={role !== 'owner'}
        onClose={() => setFormTarget(null)}
        onSave={async (request) => {
          const outcome = await outcomeOf(save.mutateAsync({ teamId, ...request }));
          if (outcome.ok) toast.positive(t(request.customerId ? 'success.CUSTOMER_UPDATED' : 'success.CUSTOMER_ADDED'));
          return outcome;
        }}
      />
      <DeleteCustomerDialog
        customer={toDelete}
        onClose={() => setToDelete(null)}
        onConfirm={async (c) => {
          try {
            const { outcome } = await remove.mutateAsync({ teamId, customerId: c.id });
            toast.positive(t(outcome === 'archived' ? 'success.CUSTOMER_ARCHIVED' : 'success.CUSTOMER_DELETED'));
            // Gone from the active list: its detail closes with it.
            if (openId === c.id) setOpen(null);
            void refresh();
            return { ok: true };
          } catch (error) {
            return { ok: false, error: errorCodeOf(error) };
          }
        }}
      />
      {props.renderBooking({
        teamId,
        bookingId: openBooking,
        onClose: () => {
          setOpenBooking(null);
          // A booking cancelled there changes the customer's bookings.
          void refresh();
        },
        timezone,
        now,
        canManagePayments: role === 'owner',
      })}
    </>
  );
}
