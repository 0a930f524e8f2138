import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden, type SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@waqt/contracts';
import { formatDateTime, formatMoney } from '../../i18n/index.ts';
import { storyTr } from '../../i18n/stories.ts';
import { Badge, type BadgeTone } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { CalendarIcon } from '../icons/index.ts';
import { Skeleton } from '../Spinner/index.ts';
import { Table, TableHeader, Column, TableBody, Row, Cell, type TableProps } from './Table.tsx';

/** Translations for assertions, in the locale the decorator applied to <html>. */
const tr = storyTr;
const isRtl = () => document.documentElement.dir === 'rtl';

type Status = 'confirmed' | 'pending' | 'cancelled' | 'expired';
const tone: Record<Status, BadgeTone> = { confirmed: 'positive', pending: 'caution', cancelled: 'critical', expired: 'neutral' };

interface Booking {
  id: string;
  name: Record<Locale, string>;
  status: Status;
  startsAt: string;
  amount: number;
}

const bookings: Booking[] = [
  { id: 'b1', name: { en: 'Sara Al-Qahtani', ar: 'سارة القحطاني' }, status: 'confirmed', startsAt: '2026-03-02T07:00:00Z', amount: 25000 },
  { id: 'b2', name: { en: 'Omar Haddad', ar: 'عمر حداد' }, status: 'pending', startsAt: '2026-03-01T10:30:00Z', amount: 15000 },
  { id: 'b3', name: { en: 'Layla Nasser', ar: 'ليلى ناصر' }, status: 'cancelled', startsAt: '2026-03-04T13:00:00Z', amount: 9900 },
  { id: 'b4', name: { en: 'Badr Al-Otaibi', ar: 'بدر العتيبي' }, status: 'expired', startsAt: '2026-02-27T06:15:00Z', amount: 120000 },
];

function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'en';
}

function BookingsTable({ rows, state, ...props }: TableProps & { rows: Booking[]; state?: 'loading' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sortable = Boolean(props.onSortChange);
  return (
    <Table aria-label={t('demo.bookings')} {...props}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting={sortable}>
          {t('demo.name')}
        </Column>
        <Column id="status">{t('demo.status')}</Column>
        <Column id="when" allowsSorting={sortable}>
          {t('demo.when')}
        </Column>
        <Column id="amount" align="end">
          {t('demo.amount')}
        </Column>
      </TableHeader>
      <TableBody
        renderEmptyState={() => (
          <EmptyState icon={<CalendarIcon size={24} />} title={t('demo.noBookings')} body={t('demo.noBookingsBody')} action={<Button variant="secondary">{t('demo.shareLink')}</Button>} />
        )}
      >
        {state === 'loading'
          ? [1, 2, 3].map((i) => (
              <Row key={i} id={`skeleton-${i}`}>
                <Cell>
                  {/* The row header may not be empty: it says what the placeholder row stands for. */}
                  <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
                  <Skeleton inlineSize="9rem" />
                </Cell>
                <Cell><Skeleton inlineSize="5rem" /></Cell>
                <Cell><Skeleton inlineSize="8rem" /></Cell>
                <Cell align="end"><Skeleton inlineSize="4rem" /></Cell>
              </Row>
            ))
          : rows.map((b) => (
              <Row key={b.id} id={b.id}>
                <Cell>{b.name[locale]}</Cell>
                <Cell label={t('demo.status')}>
                  <Badge tone={tone[b.status]}>{t(`demo.${b.status}`)}</Badge>
                </Cell>
                <Cell label={t('demo.when')}>{formatDateTime(b.startsAt, locale, 'Asia/Riyadh')}</Cell>
                <Cell align="end" numeric label={t('demo.amount')}>
                  {formatMoney(b.amount, locale)}
                </Cell>
              </Row>
            ))}
      </TableBody>
    </Table>
  );
}

function SortableBookings(props: TableProps) {
  const locale = useLocale();
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({ column: 'when', direction: 'ascending' });
  const rows = useMemo(() => {
    const collator = new Intl.Collator(locale);
    const sorted = [...bookings].sort((a, b) =>
      sortDescriptor.column === 'name' ? collator.compare(a.name[locale], b.name[locale]) : a.startsAt.localeCompare(b.startsAt),
    );
    return sortDescriptor.direction === 'descending' ? sorted.reverse() : sorted;
  }, [locale, sortDescriptor]);
  return (
    <BookingsTable
      {...props}
      rows={rows}
      sortDescriptor={sortDescriptor}
      onSortChange={(d) => {
        setSortDescriptor(d);
        props.onSortChange?.(d);
      }}
    />
  );
}

function LoadingBookings(props: TableProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('demo.bookings')} aria-busy="true">
      <BookingsTable {...props} rows={[]} state="loading" />
    </section>
  );
}

const meta = {
  title: 'Components/Table',
  component: Table,
  args: { onRowAction: fn() },
  render: (args) => <BookingsTable {...args} rows={bookings} />,
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const t = tr();
    const table = c.getByRole('grid', { name: t('demo.bookings') });
    await expect(within(table).getAllByRole('row')).toHaveLength(bookings.length + 1);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(bookings.length);

    // Start-aligned text hugs the start edge (right in Arabic, left in English); amounts hug the end edge.
    const gaps = (label: string) => {
      const header = within(table).getByRole('columnheader', { name: label });
      const range = document.createRange();
      range.selectNodeContents(within(header).getByText(label));
      const text = range.getBoundingClientRect();
      const box = header.getBoundingClientRect();
      const [leftGap, rightGap] = [text.left - box.left, box.right - text.right];
      return isRtl() ? { start: rightGap, end: leftGap } : { start: leftGap, end: rightGap };
    };
    const name = gaps(t('demo.name'));
    await expect(name.start).toBeLessThan(name.end);
    const amount = gaps(t('demo.amount'));
    await expect(amount.end).toBeLessThan(amount.start);

    const locale = isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en';
    await userEvent.click(within(table).getByRole('rowheader', { name: bookings[0]!.name[locale] }));
    await expect(args.onRowAction).toHaveBeenCalledWith('b1');
  },
};

export const Empty: Story = {
  render: (args) => <BookingsTable {...args} rows={[]} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const t = tr();
    await expect(c.getByRole('heading', { name: t('demo.noBookings') })).toBeVisible();
    await expect(c.getByRole('button', { name: t('demo.shareLink') })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  // aria-busy on the region around the table: the skeleton rows are silent, and the region says it is still loading.
  render: (args) => <LoadingBookings {...args} />,
  play: async ({ canvasElement }) => {
    const t = tr();
    const region = within(canvasElement).getByRole('region', { name: t('demo.bookings') });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const table = within(region).getByRole('grid', { name: t('demo.bookings') });
    await expect(within(table).getAllByRole('rowheader', { name: t('common.loading') })).toHaveLength(3);
    await expect(within(table).queryByRole('heading', { name: t('demo.noBookings') })).toBeNull();
  },
};

export const Sortable: Story = {
  args: { onSortChange: fn() },
  render: (args) => <SortableBookings {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const t = tr();
    const locale = isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en';
    const names = () => c.getAllByRole('rowheader').map((el) => el.textContent);
    const byName = [...bookings].map((b) => b.name[locale]).sort(new Intl.Collator(locale).compare);

    const nameHeader = c.getByRole('columnheader', { name: t('demo.name') });
    await expect(c.getByRole('columnheader', { name: t('demo.when') })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(nameHeader);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(names()).toEqual(byName);
    await userEvent.click(nameHeader);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(names()).toEqual([...byName].reverse());
  },
};

/**
 * The responsive pattern (`cardsBelow`): in a frame narrower than the breakpoint — here a 20rem column,
 * as on a phone — each row is a card with "label  value" lines; nothing scrolls sideways, and the grid
 * (row headers, column names for screen readers, row actions) is the same table.
 */
export const CardsWhenNarrow: Story = {
  args: { cardsBelow: '40rem' },
  render: (args) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <BookingsTable {...args} rows={bookings} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const t = tr();
    const table = c.getByRole('grid', { name: t('demo.bookings') });
    const frame = table.parentElement!;
    // No sideways scrolling: the cards fit the frame.
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    // The header row is hidden from sight only: the column names are still in the grid.
    const statusHeader = within(table).getByRole('columnheader', { name: t('demo.status') });
    await expect(statusHeader.closest('thead')!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // Each card shows its labels (hidden from screen readers, which hear the column header).
    const labels = within(table).getAllByText(t('demo.amount'), { selector: '[aria-hidden="true"]' });
    await expect(labels).toHaveLength(bookings.length);
    await expect(labels[0]).toBeVisible();
    // A card is a block, the label beside its value (same line, label first in reading order).
    const locale = isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en';
    const title = within(table).getByRole('rowheader', { name: bookings[0]!.name[locale] });
    const row = title.closest('[role="row"]')!;
    const label = within(row as HTMLElement).getByText(t('demo.when'), { selector: '[aria-hidden="true"]' });
    const value = label.nextElementSibling!;
    const [l, v] = [label.getBoundingClientRect(), value.getBoundingClientRect()];
    await expect(Math.abs(l.top - v.top)).toBeLessThan(l.height);
    await expect(isRtl() ? l.left > v.left : l.left < v.left).toBe(true);
    // The title sits above the lines.
    await expect(title.getBoundingClientRect().bottom).toBeLessThanOrEqual(l.top + 1);
    await userEvent.click(title);
    await expect(args.onRowAction).toHaveBeenCalledWith('b1');
  },
};
