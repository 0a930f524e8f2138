import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isLocale, type Locale } from '@waqt/contracts';
import { formatDateTime, formatNumber } from '../../format/index.ts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { expectLoadFailure, expectLoading, expectUpgradePrompt, planName, storyParameters, tr } from '../../fixtures/teams.ts';
import type { ActionOutcome } from '../../patterns/action.ts';
import { CustomersList } from './CustomersList.tsx';
import { TEAM_ID, VIEWER_ZONE, customers, emptyList, khalid, layla, list, nora, omar, pageOf } from '../../fixtures/customers.ts';
import { desktopViewport, phoneViewport } from '../../mocks/viewports.ts';

const locale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
const n = (x: number) => formatNumber(x, locale());
const body = () => within(document.body);
/** Intl puts no-break spaces in dates; toHaveTextContent compares collapsed whitespace. */
const norm = (text: string) => text.replace(/\s+/g, ' ');
const grid = (el: HTMLElement, key = 'customers.table') => within(el).getByRole('grid', { name: storyTr()(key) });
/** A customer's row, found by their name. */
const rowOf = (el: HTMLElement, name: string) => within(el).getByRole('row', { name: containing(name) });

const meta = {
  title: 'Screens/Customers/CustomersList',
  component: CustomersList,
  parameters: storyParameters,
  args: {
    teamId: TEAM_ID,
    archived: false,
    onArchivedChange: fn(),
    search: '',
    onSearchChange: fn(),
    order: { sort: 'name', direction: 'asc' },
    onOrderChange: fn(),
    list: list(customers),
    onPageChange: fn(),
    role: 'owner',
    timezone: VIEWER_ZONE,
    onOpenCustomer: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onRestore: fn(async (): Promise<ActionOutcome> => ({ ok: true })),
    onExport: fn(async (): Promise<ActionOutcome> => ({ ok: true })),
  },
} satisfies Meta<typeof CustomersList>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The active customers: phones formatted (Saudi ones nationally, others internationally) as `tel:`
 * links, verified flags in words, counts and dates in the locale; sortable headers, a row opens the detail.
 */
export const WithData: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('customers.title') })).toBeInTheDocument();
    await expect(c.getByRole('tab', { name: t('customers.tabs.active') })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('tabpanel')).toHaveAccessibleDescription(t('customers.hints.active'));
    await expect(c.queryByRole('status', { name: t('customers.ownersOnly') })).toBeNull();

    const g = within(grid(canvasElement));
    const columns = g.getAllByRole('columnheader').map((h) => h.textContent);
    const column = (k: string) => t(k.includes('.') ? k : `customers.columns.${k}`);
    await expect(columns).toEqual(['name', 'email', 'phone', 'emailVerified', 'phoneVerified', 'bookings', 'lastBooking', 'customers.noShows', 'customers.lastVisit', 'actions'].map(column));
    await expect(g.getAllByRole('row')).toHaveLength(customers.length + 1);
    await expect(g.getByRole('columnheader', { name: containing(t('customers.columns.name')) })).toHaveAttribute('aria-sort', 'ascending');

    const omarRow = within(rowOf(canvasElement, omar.name));
    await expect(omarRow.getByRole('link', { name: '055 123 4567' })).toHaveAttribute('href', 'tel:+966551234567');
    await expect(omarRow.getAllByText(t('customers.verified'))).toHaveLength(2);
    await expect(rowOf(canvasElement, omar.name)).toHaveTextContent(n(3));
    await expect(rowOf(canvasElement, omar.name)).toHaveTextContent(norm(formatDateTime(omar.lastBookingAt!, locale(), VIEWER_ZONE, { dateStyle: 'medium' })));
    const laylaRow = within(rowOf(canvasElement, layla.name));
    await expect(laylaRow.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute('href', 'tel:+442079460958');
    await expect(laylaRow.getByText(t('customers.verified'))).toBeInTheDocument();
    await expect(laylaRow.getByText(t('customers.notVerified'))).toBeInTheDocument();
    const noraRow = within(rowOf(canvasElement, nora.name));
    await expect(noraRow.getByText(t('customers.noPhone'))).toBeInTheDocument();
    await expect(noraRow.getByText(t('customers.notVerified'))).toBeInTheDocument();
    await expect(noraRow.getByText(t('customers.neverBooked'))).toBeInTheDocument();

    // Sorting: another column starts ascending; the sorted one turns around.
    await userEvent.click(g.getByRole('columnheader', { name: containing(t('customers.columns.bookings')) }));
    await expect(args.onOrderChange).toHaveBeenLastCalledWith({ sort: 'bookings', direction: 'asc' });
    await userEvent.click(g.getByRole('columnheader', { name: containing(t('customers.columns.name')) }));
    await expect(args.onOrderChange).toHaveBeenLastCalledWith({ sort: 'name', direction: 'desc' });

    await userEvent.click(g.getByText(layla.name));
    await expect(args.onOpenCustomer).toHaveBeenCalledWith(layla.id);

    await userEvent.click(c.getByRole('button', { name: t('customers.actionsFor', { name: omar.name }) }));
    const menu = within(await body().findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([t('customers.view'), t('customers.edit'), t('customers.delete')]);
    await userEvent.click(menu.getByRole('menuitem', { name: t('customers.delete') }));
    await expect(args.onDelete).toHaveBeenCalledWith(omar);

    await userEvent.click(c.getByRole('button', { name: t('customers.add') }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.click(c.getByRole('button', { name: t('customers.export') }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** The no-shows: a warning badge for a customer who missed a booking, a plain 0 otherwise; the last visit, or none yet. */
export const NoShowStats: Story = {
  args: { list: list([omar, layla, nora, { ...khalid, archived: false, archivedAt: null }]) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const g = within(grid(canvasElement));
    const cellOf = (name: string, key: string) => {
      const index = g.getAllByRole('columnheader').findIndex((h) => h.textContent === t(key));
      return rowOf(canvasElement, name).querySelectorAll<HTMLElement>('[role="rowheader"], [role="gridcell"]')[index]!;
    };
    const date = (iso: string) => norm(formatDateTime(iso, locale(), VIEWER_ZONE, { dateStyle: 'medium' }));
    // Layla missed her only booking; Khalid twice: each a warning badge with the count.
    for (const [who, count] of [[layla, 1], [khalid, 2]] as const) {
      const badge = cellOf(who.name, 'customers.noShows').querySelector('[data-tone]');
      await expect(badge).toHaveAttribute('data-tone', 'caution');
      await expect(badge).toHaveTextContent(n(count));
    }
    // Omar has none: a plain figure, no badge.
    await expect(cellOf(omar.name, 'customers.noShows')).toHaveTextContent(n(0));
    await expect(cellOf(omar.name, 'customers.noShows').querySelector('[data-tone]')).toBeNull();
    await expect(cellOf(omar.name, 'customers.lastVisit')).toHaveTextContent(date(omar.lastVisitAt!));
    await expect(cellOf(khalid.name, 'customers.lastVisit')).toHaveTextContent(date(khalid.lastVisitAt!));
    await expect(cellOf(layla.name, 'customers.lastVisit')).toHaveTextContent(t('customers.neverVisited'));
    await expect(cellOf(nora.name, 'customers.lastVisit')).toHaveTextContent(t('customers.neverVisited'));
  },
};

/** Typing in the search reports every keystroke; the pages say where the list is ("1–25 of 60"). */
export const SearchAndPages: Story = {
  args: { list: pageOf(1) },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: t('customers.search.label') }), 'o');
    await expect(args.onSearchChange).toHaveBeenCalledWith('o');
    const nav = within(c.getByRole('navigation', { name: t('bookings.pagination.label') }));
    await expect(nav.getByText(t('bookings.pagination.range', { from: n(1), to: n(25), total: n(60) }))).toBeInTheDocument();
    await userEvent.click(nav.getByRole('button', { name: t('bookings.pagination.next') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Nobody yet: bookers appear by themselves, and the team can add someone now. */
export const Empty: Story = {
  tags: ['visual'],
  args: { list: emptyList },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(panel.getByRole('heading', { level: 2, name: t('customers.empty.active.title') })).toBeInTheDocument();
    await expect(panel.getByText(t('customers.empty.active.body'))).toBeInTheDocument();
    await expect(panel.queryByRole('grid')).toBeNull();
    await expect(panel.queryByRole('navigation')).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: t('customers.add') }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** A search that finds nobody says so (with the term) and clears itself. */
export const SearchNoResults: Story = {
  args: { list: emptyList, search: 'zzz' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(panel.getByRole('heading', { name: t('customers.empty.search.title', { search: 'zzz' }) })).toBeInTheDocument();
    await expect(panel.queryByRole('heading', { name: t('customers.empty.active.title') })).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: t('customers.search.clear') }));
    await expect(args.onSearchChange).toHaveBeenCalledWith('');
  },
};

/** The archived list: its own name and hint, Restore instead of Edit and Delete; back to Active by the tab. */
export const Archived: Story = {
  args: { archived: true, list: list([khalid]) },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: t('customers.tabs.archived') })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('tabpanel')).toHaveAccessibleDescription(t('customers.hints.archived'));
    await expect(within(grid(canvasElement, 'customers.tableArchived')).getAllByRole('row')).toHaveLength(2);
    // When each was archived, under the name.
    const archivedOn = t('customers.archivedOn', { date: formatDateTime(khalid.archivedAt!, locale(), VIEWER_ZONE, { dateStyle: 'medium' }) });
    await expect(rowOf(canvasElement, khalid.name)).toHaveTextContent(norm(archivedOn));
    await userEvent.click(c.getByRole('button', { name: t('customers.actionsFor', { name: khalid.name }) }));
    const menu = within(await body().findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([t('customers.view'), t('customers.restore')]);
    await userEvent.click(menu.getByRole('menuitem', { name: t('customers.restore') }));
    await expect(args.onRestore).toHaveBeenCalledWith(khalid);
    await userEvent.click(c.getByRole('tab', { name: t('customers.tabs.active') }));
    await expect(args.onArchivedChange).toHaveBeenCalledWith(false);
  },
};

/** Restoring failed: the translated reason above the list. */
export const RestoreFailure: Story = {
  args: { archived: true, list: list([khalid]), onRestore: fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'CUSTOMER_NOT_FOUND' })) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: t('customers.actionsFor', { name: khalid.name }) }));
    await userEvent.click(await body().findByRole('menuitem', { name: t('customers.restore') }));
    await expect(await c.findByRole('alert')).toHaveTextContent(t('errors.CUSTOMER_NOT_FOUND'));
  },
};

export const ArchivedEmpty: Story = {
  args: { archived: true, list: emptyList },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(panel.getByRole('heading', { name: t('customers.empty.archived.title') })).toBeInTheDocument();
    await expect(panel.getByText(t('customers.empty.archived.body'))).toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: t('customers.add') })).toBeNull();
  },
};

/** An assistant adds and edits, but deleting, restoring and exporting are for owners: a hint says so. */
export const Assistant: Story = {
  args: { role: 'assistant' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(t('customers.ownersOnly'));
    await expect(c.queryByRole('button', { name: t('customers.export') })).toBeNull();
    await expect(c.getByRole('button', { name: t('customers.add') })).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: t('customers.actionsFor', { name: omar.name }) }));
    const menu = within(await body().findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([t('customers.view'), t('customers.edit')]);
    await userEvent.keyboard('{Escape}');
  },
};

export const Loading: Story = {
  args: { list: undefined },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
    await expect(within(canvasElement).getByRole('searchbox', { name: storyTr()('customers.search.label') })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { list: undefined, error: 'UNEXPECTED', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await expectLoadFailure(canvasElement, 'customers.loadError', 'UNEXPECTED'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Exporting: the button waits while the file is made; a refusal shows its reason. */
export const ExportFailure: Story = {
  args: { onExport: fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'PERMISSION_DISABLED' })) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: t('customers.export') }));
    await expect(await c.findByRole('alert')).toHaveTextContent(t('errors.PERMISSION_DISABLED'));
    await waitFor(() => expect(c.getByRole('button', { name: t('customers.export') })).toBeEnabled());
  },
};

/** The export is not in the team's plan: the API's FEATURE_BLOCKED names the Business plan — the prompt to it above the list. */
export const ExportNotInPlan: Story = {
  args: { onExport: fn(async (): Promise<ActionOutcome> => ({ ok: false, error: 'FEATURE_BLOCKED', needs: { feature: 'customers_export', plan: 'business' } })) },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: t('customers.export') }));
    const alert = await c.findByRole('alert');
    await expectUpgradePrompt(alert, 'business', [tr('billing.upgrade.features.customers_export', { plan: planName('business') })]);
    await expect(alert).not.toHaveTextContent(t('errors.FEATURE_BLOCKED'));
  },
};

/**
 * A phone: one card per customer instead of a table that scrolls sideways; the card names its less
 * obvious fields, and stays the same grid (screen readers still hear the column names).
 */
/** At 1280 px every email stays whole on its line (issue 36: they wrapped letter by letter). */
export const Desktop: Story = {
  parameters: { ...storyParameters, ...desktopViewport.parameters },
  globals: desktopViewport.globals,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    const emails = [...grid(canvasElement).querySelectorAll<HTMLElement>('bdi[dir="ltr"]')].filter((el) => el.textContent!.includes('@'));
    await expect(emails.length).toBe(customers.length);
    for (const el of emails) {
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
      await expect({ email: el.textContent, lines: Math.round(el.getBoundingClientRect().height / lineHeight) }).toEqual({ email: el.textContent, lines: 1 });
    }
  },
};
export const Phone: Story = {
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const gridEl = grid(canvasElement);
    const frame = gridEl.parentElement!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(gridEl.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expect(c.getByRole('columnheader', { name: containing(t('customers.columns.name')) })).toBeInTheDocument();
    const card = rowOf(canvasElement, omar.name);
    const name = within(card).getByRole('rowheader');
    const [email, phoneCell] = within(card).getAllByRole('gridcell');
    // Stacked: the email under the name, the phone under the email.
    await expect(email!.getBoundingClientRect().top).toBeGreaterThanOrEqual(name.getBoundingClientRect().bottom - 1);
    await expect(phoneCell!.getBoundingClientRect().top).toBeGreaterThanOrEqual(email!.getBoundingClientRect().bottom - 1);
    await expect(card).toHaveTextContent(t('customers.columns.lastBooking'));
    await expect(card).toHaveTextContent(`${t('customers.noShows')}: ${n(0)}`);
    await expect(card).toHaveTextContent(t('customers.lastVisit'));
    await expect(within(card).getByRole('link', { name: '055 123 4567' })).toBeInTheDocument();
    await userEvent.click(c.getByText(layla.name));
    await expect(args.onOpenCustomer).toHaveBeenCalledWith(layla.id);
  },
};
