import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CustomerList, CustomerView, ListCustomersInput } from '@waqt/contracts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { errorBody, mockError, mockMutation, mockOutage, mockQuery } from '../../mocks/index.ts';
import { assistantTeam, expectLoadFailure, expectUpgradePrompt, planName, storyParameters, team, tr } from '../../fixtures/teams.ts';
import { confirmedDetail } from '../../fixtures/bookings.ts';
import { BookingDetailContainer } from '../Bookings/BookingDetail.container.tsx';
import { CustomersListContainer } from './CustomersList.container.tsx';
import { CSV, NOW, TEAM_ID, VIEWER_ZONE, customers, khalid, list, omar, omarDetail, received, resetReceived } from '../../fixtures/customers.ts';

const body = () => within(document.body);
const grid = (el: HTMLElement) => within(el).findByRole('grid', { name: storyTr()('customers.table') });

/** The mocked API: the viewer's team, and `customers.list` answering through `answer`. */
function api(answer: (input: ListCustomersInput) => CustomerList, viewerTeam = team) {
  return [
    mockQuery('teams.byId', viewerTeam),
    mockQuery('customers.list', (input) => {
      received.list.push(input);
      return answer(input);
    }),
    mockQuery('customers.get', omarDetail),
    mockQuery('bookings.get', { ...confirmedDetail, id: omarDetail.bookings[0]!.id, title: omarDetail.bookings[0]!.title }),
  ];
}
const lastList = () => received.list.at(-1);

const meta = {
  title: 'Screens/Customers/Containers',
  component: CustomersListContainer,
  parameters: storyParameters,
  // The app fills the booking slot with the bookings screen's detail, as here.
  args: { teamId: TEAM_ID, timezone: VIEWER_ZONE, now: () => NOW, download: fn(), renderBooking: (booking) => <BookingDetailContainer {...booking} /> },
  beforeEach: () => resetReceived(),
} satisfies Meta<typeof CustomersListContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The active customers by name; a sortable header asks again; a row opens the detail from `customers.get`. */
export const Loads: Story = {
  args: { onCustomerChange: fn() },
  beforeEach: ({ msw }) => {
    msw.use(...api(() => list(customers)));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const g = within(await grid(canvasElement));
    await expect(g.getAllByRole('row')).toHaveLength(customers.length + 1);
    await expect(received.list[0]).toEqual({ teamId: TEAM_ID, archived: false, sort: 'name', direction: 'asc', page: 1 });
    // The owner's Export shows once the role is known.
    await expect(await within(canvasElement).findByRole('button', { name: t('customers.export') })).toBeInTheDocument();

    await userEvent.click(g.getByRole('columnheader', { name: containing(t('customers.columns.lastBooking')) }));
    await waitFor(() => expect(lastList()).toMatchObject({ sort: 'lastBooking', direction: 'asc', page: 1 }));

    await userEvent.click(g.getByText(omar.name));
    await expect(args.onCustomerChange).toHaveBeenCalledWith(omar.id);
    const dialog = within(await body().findByRole('dialog', { name: omar.name }));
    const bookings = within(await dialog.findByRole('grid', { name: t('bookings.table') }));
    // One of his bookings opens over the customer, and closing it comes back to him.
    const first = omarDetail.bookings[0]!;
    await userEvent.click(bookings.getByText(first.title));
    const booking = within(await body().findByRole('dialog', { name: first.title }));
    await userEvent.click(booking.getByRole('button', { name: t('common.close') }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: first.title })).toBeNull());
    await expect(body().getByRole('dialog', { name: omar.name })).toBeInTheDocument();
  },
};

/** The term waits for a pause, then goes once as `search` (from page 1), and reports it for the URL. */
export const Search: Story = {
  args: { onSearchChange: fn() },
  beforeEach: ({ msw }) => {
    msw.use(...api((input) => (input.search ? list(customers.filter((c) => c.name.toLowerCase().includes(input.search!.toLowerCase()))) : list(customers))));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await grid(canvasElement);
    // Pasted, in one input event (see the bookings Search story): the story counts the requests.
    await userEvent.click(c.getByRole('searchbox', { name: t('customers.search.label') }));
    await userEvent.paste('omar');
    await waitFor(() => expect(within(c.getByRole('grid')).getAllByRole('row')).toHaveLength(2));
    await expect(received.list.filter((i) => i.search !== undefined)).toEqual([expect.objectContaining({ search: 'omar', page: 1, archived: false })]);
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
    await expect(args.onSearchChange).toHaveBeenCalledWith('omar');
  },
};

/** The Archived tab asks for the archived ones; their Restore says "Customer restored" and asks again. */
export const ArchivedRestore: Story = {
  args: { onArchivedChange: fn() },
  beforeEach: ({ msw }) => {
    let restored = false;
    msw.use(
      mockMutation('customers.restore', () => {
        restored = true;
        return { ok: true as const };
      }),
      ...api((input) => (input.archived ? list(restored ? [] : [khalid]) : list(customers))),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await grid(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: t('customers.tabs.archived') }));
    await expect(args.onArchivedChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(lastList()).toMatchObject({ archived: true, page: 1 }));
    await userEvent.click(await c.findByRole('button', { name: t('customers.actionsFor', { name: khalid.name }) }));
    await userEvent.click(await body().findByRole('menuitem', { name: t('customers.restore') }));
    await expect(await body().findByText(t('customers.restored'))).toBeInTheDocument();
    await expect(await c.findByRole('heading', { name: t('customers.empty.archived.title') })).toBeInTheDocument();
  },
};

/** Adding: the form's values go to `customers.save`; "Customer added"; the list is asked again. */
export const AddCustomer: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockMutation('customers.save', (input) => {
        received.save.push(input);
        return { ...omar, id: 'd5555555-5555-4555-8555-555555555555', name: input.name, email: input.email, phone: typeof input.phone === 'string' ? input.phone : null, bookingsCount: 0, lastBookingAt: null };
      }),
      ...api(() => list(customers)),
    );
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await grid(canvasElement);
    const calls = received.list.length;
    await userEvent.click(c.getByRole('button', { name: t('customers.add') }));
    const dialog = within(await body().findByRole('dialog', { name: t('customers.form.addTitle') }));
    await userEvent.type(dialog.getByRole('textbox', { name: containing(t('customers.form.name')) }), 'Sara Al-Qahtani');
    await userEvent.type(dialog.getByRole('textbox', { name: containing(t('customers.form.email')) }), 'sara@example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: containing(t('customers.form.phone')) }), '0551234567');
    await userEvent.click(dialog.getByRole('button', { name: t('customers.form.add') }));
    await expect(await body().findByText(t('success.CUSTOMER_ADDED'))).toBeInTheDocument();
    await expect(received.save).toEqual([{ teamId: TEAM_ID, name: 'Sara Al-Qahtani', email: 'sara@example.com', phone: '+966551234567' }]);
    await waitFor(() => expect(body().queryByRole('dialog', { name: t('customers.form.addTitle') })).toBeNull());
    await waitFor(() => expect(received.list.length).toBeGreaterThan(calls));
  },
};

/** The API's CONFLICT (CUSTOMER_EMAIL_TAKEN) lands on the email field; no toast. */
export const AddEmailTaken: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError('customers.save', 'CUSTOMER_EMAIL_TAKEN', 'post'), ...api(() => list(customers)));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await grid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('customers.add') }));
    const dialog = within(await body().findByRole('dialog', { name: t('customers.form.addTitle') }));
    const email = dialog.getByRole('textbox', { name: containing(t('customers.form.email')) });
    await userEvent.type(dialog.getByRole('textbox', { name: containing(t('customers.form.name')) }), 'Omar');
    await userEvent.type(email, omar.email);
    await userEvent.click(dialog.getByRole('button', { name: t('customers.form.add') }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(t('errors.CUSTOMER_EMAIL_TAKEN')));
    await expect(body().queryByText(t('success.CUSTOMER_ADDED'))).toBeNull();
  },
};

/** The API's zod issue on the phone (BAD_REQUEST with fields) shows under the phone field. */
export const AddPhoneRefused: Story = {
  beforeEach: ({ msw }) => {
    const base = errorBody('customers.save', 'INVALID_REQUEST');
    const withFields = { error: { ...base.error, data: { ...base.error.data, appError: { code: 'INVALID_REQUEST', fields: [{ path: 'phone', issue: 'phone_invalid' }] } } } };
    msw.use(http.post('*/trpc/customers.save', () => HttpResponse.json(withFields, { status: 400 })), ...api(() => list(customers)));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await grid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('customers.add') }));
    const dialog = within(await body().findByRole('dialog', { name: t('customers.form.addTitle') }));
    const phone = dialog.getByRole('textbox', { name: containing(t('customers.form.phone')) });
    await userEvent.type(dialog.getByRole('textbox', { name: containing(t('customers.form.name')) }), 'Badr');
    await userEvent.type(dialog.getByRole('textbox', { name: containing(t('customers.form.email')) }), 'badr@example.com');
    await userEvent.type(phone, '+966 10 000 0000');
    await userEvent.click(dialog.getByRole('button', { name: t('customers.form.add') }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(containing(t('validation.phone_invalid'))));
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** Deleting a customer with bookings: the archive confirmation, then "Customer archived"; the detail closes. */
export const DeleteArchives: Story = {
  args: { onCustomerChange: fn() },
  beforeEach: ({ msw }) => {
    let archived = false;
    msw.use(
      mockMutation('customers.delete', (input) => {
        received.delete.push(input);
        archived = true;
        return { outcome: 'archived' as const };
      }),
      ...api(() => list(archived ? customers.slice(1) : customers)),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(within(await grid(canvasElement)).getByText(omar.name));
    const detail = within(await body().findByRole('dialog', { name: omar.name }));
    await userEvent.click(await detail.findByRole('button', { name: t('customers.delete') }));
    const confirm = within(await body().findByRole('alertdialog', { name: t('customers.confirm.archiveTitle', { name: omar.name }) }));
    await userEvent.click(confirm.getByRole('button', { name: t('customers.confirm.archiveAction') }));
    await expect(await body().findByText(t('success.CUSTOMER_ARCHIVED'))).toBeInTheDocument();
    await expect(received.delete).toEqual([{ teamId: TEAM_ID, customerId: omar.id }]);
    await waitFor(() => expect(body().queryByRole('dialog', { name: omar.name })).toBeNull());
    await expect(args.onCustomerChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(c.queryByText(omar.name)).toBeNull());
  },
};

/** Deleting one without bookings: the permanent-delete confirmation, then "Customer deleted". */
export const DeletePermanently: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockMutation('customers.delete', { outcome: 'deleted' }), ...api(() => list(customers)));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const nora = customers[2] as CustomerView;
    await grid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('customers.actionsFor', { name: nora.name }) }));
    await userEvent.click(await body().findByRole('menuitem', { name: t('customers.delete') }));
    const confirm = within(await body().findByRole('alertdialog', { name: t('customers.confirm.deleteTitle', { name: nora.name }) }));
    await userEvent.click(confirm.getByRole('button', { name: t('customers.confirm.deleteAction') }));
    await expect(await body().findByText(t('success.CUSTOMER_DELETED'))).toBeInTheDocument();
  },
};

/** Export CSV asks `customers.exportCsv` for the current filter and saves its text, unchanged, under today's date. */
export const ExportCsv: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      mockQuery('customers.exportCsv', (input) => {
        received.export.push(input);
        return { csv: CSV };
      }),
      ...api((input) => (input.search ? list([omar]) : list(customers))),
    );
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await grid(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: t('customers.search.label') }), 'omar');
    await waitFor(() => expect(lastList()).toMatchObject({ search: 'omar' }));
    await userEvent.click(await c.findByRole('button', { name: t('customers.export') }));
    await waitFor(() => expect(args.download).toHaveBeenCalledWith({ name: 'customers-2026-03-01.csv', text: CSV }));
    await expect(received.export).toEqual([{ teamId: TEAM_ID, archived: false, search: 'omar' }]);
  },
};

/** On the Team plan the export is refused: the API's FEATURE_BLOCKED with `customers_export` shows the prompt to the Business plan; nothing saved. */
export const ExportNotInPlan: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError('customers.exportCsv', 'FEATURE_BLOCKED', 'get', { needs: { feature: 'customers_export', plan: 'business' } }), ...api(() => list(customers)));
  },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await grid(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: t('customers.export') }));
    await expectUpgradePrompt(await c.findByRole('alert'), 'business', [tr('billing.upgrade.features.customers_export', { plan: planName('business') })]);
    await expect(args.download).not.toHaveBeenCalled();
  },
};

/** An assistant: the hint, no Export, no Delete — add and edit still there, an edit keeping the saved email. */
export const Assistant: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...api(() => list(customers), assistantTeam));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await grid(canvasElement);
    await expect(await c.findByText(t('customers.ownersOnly'))).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: t('customers.export') })).toBeNull();
    await userEvent.click(c.getByText(omar.name));
    const detail = within(await body().findByRole('dialog', { name: omar.name }));
    await expect(detail.queryByRole('button', { name: t('customers.delete') })).toBeNull();
    // Their edit keeps the saved email (an owner changes it).
    await userEvent.click(await detail.findByRole('button', { name: t('customers.edit') }));
    const form = within(await body().findByRole('dialog', { name: t('customers.form.editTitle') }));
    await expect(form.getByRole('textbox', { name: containing(t('customers.form.email')) })).toHaveAttribute('readonly');
    await expect(form.getByRole('textbox', { name: containing(t('customers.form.name')) })).not.toHaveAttribute('readonly');
  },
};

const listOutage = mockOutage('customers.list', 'UNEXPECTED');

/** The list fails; Retry asks again and the customers show. */
export const ErrorThenRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listOutage.handler(), ...api(() => list(customers)));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('alert');
    const retry = await expectLoadFailure(canvasElement, 'customers.loadError', 'UNEXPECTED');
    listOutage.end();
    await userEvent.click(retry);
    await expect(within(await grid(canvasElement)).getAllByRole('row')).toHaveLength(customers.length + 1);
  },
};
