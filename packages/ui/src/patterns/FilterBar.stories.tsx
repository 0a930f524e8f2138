import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker } from '../components/DatePicker/DatePicker.tsx';
import { Select } from '../components/Select/Select.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../components/Tabs/Tabs.tsx';
import { Text } from '../components/layout/Text.tsx';
import { containing, storyTr } from '../i18n/stories.ts';
import { phoneViewport } from '../mocks/viewports.ts';
import { FilterBar, FilterSearch } from './FilterBar.tsx';

interface Args {
  /** "Clear filters" was pressed. */
  onClear: () => void;
  /** The search changed (every keystroke). */
  onSearch: (value: string) => void;
}

const ALL = 'all';

/** The bookings list's shape: two selects, a date range and a search; "Clear filters" while any is set. */
function ListFilters({ onClear, onSearch }: Args) {
  const { t } = useTranslation();
  const [calendar, setCalendar] = useState<string>(ALL);
  const [eventType, setEventType] = useState<string>(ALL);
  const [from, setFrom] = useState<CalendarDate | null>(null);
  const [search, setSearch] = useState('');
  const filtered = calendar !== ALL || eventType !== ALL || from !== null || search !== '';
  const clear = () => {
    setCalendar(ALL);
    setEventType(ALL);
    setFrom(null);
    setSearch('');
    onClear();
  };
  return (
    <FilterBar label={t('bookings.filters.label')} clear={filtered ? { label: t('bookings.filters.clear'), onClear: clear } : undefined}>
      <Select
        label={t('bookings.filters.calendar')}
        items={[{ id: ALL, label: t('bookings.filters.allCalendars') }, { id: 'sara', label: 'Dr. Sara Al-Qahtani' }, { id: 'xray', label: 'X-ray room' }]}
        selectedKey={calendar}
        onSelectionChange={(key) => setCalendar(String(key ?? ALL))}
      />
      <Select
        label={t('bookings.filters.eventType')}
        items={[{ id: ALL, label: t('bookings.filters.allEventTypes') }, { id: 'checkup', label: 'Check-up' }]}
        selectedKey={eventType}
        onSelectionChange={(key) => setEventType(String(key ?? ALL))}
      />
      <DatePicker<CalendarDate> label={t('bookings.filters.from')} value={from} onChange={setFrom} />
      <DatePicker<CalendarDate> label={t('bookings.filters.to')} />
      <FilterSearch
        label={t('bookings.filters.search')}
        placeholder={t('bookings.filters.searchPlaceholder')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          onSearch(value);
        }}
      />
    </FilterBar>
  );
}

/** The customers list's shape: segmented tabs at the start, the search at the end. */
function TabsAndSearch({ onSearch }: Args) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  return (
    <Tabs>
      <FilterBar label={t('customers.search.label')}>
        <TabList aria-label={t('customers.filterLabel')}>
          <Tab id="active">{t('customers.tabs.active')}</Tab>
          <Tab id="archived">{t('customers.tabs.archived')}</Tab>
        </TabList>
        <FilterSearch
          label={t('customers.search.label')}
          placeholder={t('customers.search.placeholder')}
          clearLabel={t('customers.search.clear')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            onSearch(value);
          }}
        />
      </FilterBar>
      <TabPanel id="active">
        <Text tone="secondary" size="small">{t('customers.hints.active')}</Text>
      </TabPanel>
      <TabPanel id="archived">
        <Text tone="secondary" size="small">{t('customers.hints.archived')}</Text>
      </TabPanel>
    </Tabs>
  );
}

const meta = {
  title: 'Patterns/FilterBar',
  component: ListFilters,
  args: { onClear: fn(), onSearch: fn() },
} satisfies Meta<typeof ListFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

const rect = (el: Element) => el.getBoundingClientRect();
const rtl = () => document.documentElement.dir === 'rtl';
/**
 * The filters of the bar, in reading order: its children that take part in the layout (react-aria's
 * collections also leave a <template> there, its date pickers a hidden fixed element).
 */
const itemsOf = (bar: HTMLElement) =>
  (Array.from(bar.children) as HTMLElement[]).filter((el) => {
    const style = getComputedStyle(el);
    return style.display !== 'none' && style.position !== 'absolute' && style.position !== 'fixed';
  });
/** How far an element's end edge is from the bar's (the right edge in English, the left one in Arabic). */
const fromEnd = (el: Element, bar: Element) => (rtl() ? rect(el).left - rect(bar).left : rect(bar).right - rect(el).right);

/**
 * A desktop: every filter on one line, labels level, the search at the end. "Clear filters" appears once
 * a filter is set; pressing it clears them all, leaves, and puts focus on the first filter.
 */
export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const bar = c.getByRole('search', { name: t('bookings.filters.label') });
    const items = itemsOf(bar);
    await expect(items).toHaveLength(5);
    for (const item of items) await expect(Math.abs(rect(item).top - rect(items[0]!).top)).toBeLessThanOrEqual(1);
    await expect(fromEnd(items[4]!, bar)).toBeLessThanOrEqual(1);
    await expect(c.queryByRole('button', { name: t('bookings.filters.clear') })).toBeNull();

    await userEvent.type(c.getByRole('searchbox', { name: t('bookings.filters.search') }), 'omar');
    await expect(args.onSearch).toHaveBeenLastCalledWith('omar');
    await userEvent.click(c.getByRole('button', { name: t('bookings.filters.clear') }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(c.getByRole('searchbox', { name: t('bookings.filters.search') })).toHaveValue('');
    await expect(c.queryByRole('button', { name: t('bookings.filters.clear') })).toBeNull();
    await expect(c.getByRole('button', { name: containing(t('bookings.filters.calendar')) })).toHaveFocus();
  },
};

/** A phone: two filters a line, the search a line of its own, nothing wider than the screen. */
export const Phone: Story = {
  parameters: phoneViewport.parameters,
  globals: phoneViewport.globals,
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const bar = c.getByRole('search', { name: t('bookings.filters.label') });
    const [calendar, eventType, from, to, search] = itemsOf(bar) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await expect(Math.abs(rect(eventType).top - rect(calendar).top)).toBeLessThanOrEqual(1);
    await expect(Math.abs(rect(to).top - rect(from).top)).toBeLessThanOrEqual(1);
    await expect(rect(from).top).toBeGreaterThanOrEqual(rect(calendar).bottom);
    await expect(rect(search).top).toBeGreaterThanOrEqual(rect(from).bottom);
    await expect(Math.abs(rect(search).width - rect(bar).width)).toBeLessThanOrEqual(1);
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Segmented tabs and a search (the customers list): the tabs at the start on the controls' line, the
 * search at the end; Escape empties the search. The tab panels stay outside the search landmark.
 */
export const TabsThenSearch: Story = {
  render: (args) => <TabsAndSearch {...args} />,
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const bar = c.getByRole('search', { name: t('customers.search.label') });
    const tabs = within(bar).getByRole('tablist', { name: t('customers.filterLabel') });
    const search = within(bar).getByRole('searchbox', { name: t('customers.search.label') });
    await expect(bar).not.toContainElement(c.getByRole('tabpanel'));
    // One line: the tabs' underline level with the search box's bottom edge; the search ends where the bar does.
    await expect(Math.abs(rect(tabs).bottom - rect(search.parentElement!).bottom)).toBeLessThanOrEqual(1);
    await expect(fromEnd(itemsOf(bar)[1]!, bar)).toBeLessThanOrEqual(1);
    await expect(rect(itemsOf(bar)[1]!).width).toBeLessThan(rect(bar).width / 2);
    await userEvent.type(search, 'omar');
    await expect(within(bar).getByRole('button', { name: t('customers.search.clear') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await userEvent.click(within(tabs).getByRole('tab', { name: t('customers.tabs.archived') }));
    await expect(c.getByRole('tabpanel')).toHaveTextContent(t('customers.hints.archived'));
  },
};

/**
 * The same on a phone: the search keeps to the tabs' line while it has its 14rem there (English), or
 * drops below them and takes the whole line (Arabic's longer tab names).
 */
export const TabsThenSearchPhone: Story = {
  render: (args) => <TabsAndSearch {...args} />,
  parameters: phoneViewport.parameters,
  globals: phoneViewport.globals,
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const bar = c.getByRole('search', { name: t('customers.search.label') });
    const [tabs, search] = itemsOf(bar) as [HTMLElement, HTMLElement];
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(rect(search).width).toBeGreaterThanOrEqual(14 * rem - 1);
    await expect(fromEnd(search, bar)).toBeLessThanOrEqual(1);
    // Below the tabs: the whole line; beside them: on the controls' line.
    if (rect(search).top >= rect(tabs).bottom) await expect(Math.abs(rect(search).width - rect(bar).width)).toBeLessThanOrEqual(1);
    else await expect(Math.abs(rect(search).bottom - rect(tabs).bottom)).toBeLessThanOrEqual(1);
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
