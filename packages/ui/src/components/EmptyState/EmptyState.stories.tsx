import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { storyTr } from '../../i18n/stories.ts';
import { Button } from '../Button/index.ts';
import { CalendarIcon } from '../icons/index.ts';
import { EmptyState } from './EmptyState.tsx';

/** Translations for assertions, in the locale the decorator applied to <html>. */
const tr = storyTr;

function Label({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}

const onShare = fn();

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <CalendarIcon size={24} />,
    title: <Label k="demo.noBookings" />,
    body: <Label k="demo.noBookingsBody" />,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: tr()('demo.noBookings') })).toBeInTheDocument();
    await expect(c.getByText(tr()('demo.noBookingsBody'))).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { action: <Button onPress={onShare}><Label k="demo.shareLink" /></Button> },
  play: async ({ canvasElement }) => {
    onShare.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: tr()('demo.shareLink') }));
    await expect(onShare).toHaveBeenCalledOnce();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, body: undefined, title: <Label k="common.noResults" /> },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: tr()('common.noResults') })).toBeInTheDocument();
    await expect(c.queryByRole('button')).toBeNull();
  },
};
