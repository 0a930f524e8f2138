import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { storyTr } from '../../i18n/stories.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { CalendarIcon } from '../icons/index.ts';
import { Tabs, TabList, Tab, TabPanel, type TabsProps } from './Tabs.tsx';

/** Translations for assertions, in the locale the decorator applied to <html>. */
const tr = storyTr;
const isRtl = () => document.documentElement.dir === 'rtl';

/** The six booking lists, in the order the bookings screen shows them. */
const bookingTabs = [
  { id: 'active', label: 'demo.active' },
  { id: 'upcoming', label: 'demo.upcoming' },
  { id: 'past', label: 'demo.past' },
  { id: 'pending', label: 'demo.pending' },
  { id: 'cancelled', label: 'demo.cancelled' },
  { id: 'expired', label: 'demo.expired' },
] as const;

function BookingTabs({ disabledKeys, ...props }: TabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs {...props} {...(disabledKeys ? { disabledKeys } : {})}>
      <TabList aria-label={t('demo.bookings')}>
        {bookingTabs.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {t(tab.label)}
          </Tab>
        ))}
      </TabList>
      {bookingTabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          <EmptyState icon={<CalendarIcon size={24} />} title={t(`demo.emptyTab.${tab.id}`)} body={t('demo.noBookingsBody')} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn(), defaultSelectedKey: 'active' },
  render: (args) => <BookingTabs {...args} />,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BookingLists: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const t = tr();
    await expect(c.getByRole('tablist', { name: t('demo.bookings') })).toBeInTheDocument();
    const tabs = c.getAllByRole('tab');
    await expect(tabs).toHaveLength(6);
    await expect(c.getByRole('tab', { name: t('demo.active') })).toHaveAttribute('aria-selected', 'true');
    await expect(within(c.getByRole('tabpanel')).getByRole('heading', { name: t('demo.emptyTab.active') })).toBeVisible();

    await userEvent.click(c.getByRole('tab', { name: t('demo.cancelled') }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('cancelled');
    await expect(c.getByRole('tab', { name: t('demo.cancelled') })).toHaveAttribute('aria-selected', 'true');
    const panel = c.getByRole('tabpanel');
    await expect(panel).toHaveAccessibleName(t('demo.cancelled'));
    await expect(within(panel).getByRole('heading', { name: t('demo.emptyTab.cancelled') })).toBeVisible();
  },
};

/** Arrow keys follow the reading direction: "next" is ArrowRight in English, ArrowLeft in Arabic. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const t = tr();
    const [first, second] = c.getAllByRole('tab');
    // Tabs flow from the start side: in RTL the first tab sits to the right of the second.
    const a = first!.getBoundingClientRect();
    const b = second!.getBoundingClientRect();
    await expect(isRtl() ? a.left > b.left : a.left < b.left).toBe(true);

    await userEvent.tab();
    await expect(c.getByRole('tab', { name: t('demo.active') })).toHaveFocus();
    await userEvent.keyboard(isRtl() ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(c.getByRole('tab', { name: t('demo.upcoming') })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('upcoming');
    await userEvent.keyboard('{End}');
    await expect(c.getByRole('tab', { name: t('demo.expired') })).toHaveFocus();
    await userEvent.keyboard(isRtl() ? '{ArrowLeft}' : '{ArrowRight}');
    // Wraps around to the first tab.
    await expect(c.getByRole('tab', { name: t('demo.active') })).toHaveAttribute('aria-selected', 'true');
    // Tab moves focus from the tab list into the panel.
    await userEvent.tab();
    await expect(c.getByRole('tabpanel')).toHaveFocus();
  },
};

export const WithDisabledTab: Story = {
  args: { disabledKeys: ['expired'] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const expired = c.getByRole('tab', { name: tr()('demo.expired') });
    await expect(expired).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(expired);
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('expired');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', defaultSelectedKey: 'pending' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(c.getByRole('tab', { name: tr()('demo.cancelled') })).toHaveAttribute('aria-selected', 'true');
  },
};
