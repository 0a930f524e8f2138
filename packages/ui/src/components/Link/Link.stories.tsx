import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { storyTr } from '../../i18n/stories.ts';
import { Link } from './Link.tsx';

/** Translations for assertions, in the locale the decorator applied to <html>. */
const tr = storyTr;

function Label({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}

/** Stands in for the app router's navigate: links must go through it, never reload the page. */
const navigate = fn();

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/bookings', children: <Label k="demo.viewAllBookings" /> },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <p>
        {t('demo.noBookingsBody')} <Link {...args} />
      </p>
    );
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: tr()('demo.viewAllBookings') });
    await expect(link).toHaveAttribute('href', '/bookings');
    await userEvent.click(link);
    // Client-side navigation through react-aria's RouterProvider.
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate.mock.calls[0]?.[0]).toBe('/bookings');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', withArrow: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: tr()('demo.viewAllBookings') });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate.mock.calls[0]?.[0]).toBe('/bookings');
  },
};

export const Disabled: Story = {
  args: { variant: 'standalone', isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: tr()('demo.viewAllBookings') });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const External: Story = {
  args: { href: 'https://example.com/help', target: '_blank', rel: 'noopener noreferrer', variant: 'standalone', children: <Label k="demo.shareLink" /> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: tr()('demo.shareLink') });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
