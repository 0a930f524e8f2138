import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarNew } from './CalendarNew.tsx';

const meta = {
  title: 'Screens/Calendars/CalendarNew',
  component: CalendarNew,
  args: { onSubmit: fn(), onSlugChange: fn(), billingHref: '/en/dashboard/team/1/billing' },
} satisfies Meta<typeof CalendarNew>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: /calendar name|اسم التقويم/i }), 'Dr Sara');
    await expect(c.getByRole('textbox', { name: /calendar link|رابط التقويم/i })).toHaveValue('dr-sara');
    await userEvent.click(c.getByRole('button', { name: /create calendar|إنشاء التقويم/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Dr Sara', slug: 'dr-sara', timezone: 'Asia/Riyadh' });
  },
};
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /create calendar|إنشاء التقويم/i }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(c.getByRole('textbox', { name: /calendar name|اسم التقويم/i })).toHaveAttribute('aria-invalid', 'true');
  },
};
export const SlugTaken: Story = { args: { slugAvailable: false } };
export const LimitReached: Story = { args: { error: 'CALENDAR_LIMIT_REACHED' } };
export const Saving: Story = { args: { isPending: true } };
