import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { Button } from '../Button/Button.tsx';
import { Alert, ErrorAlert } from './Alert.tsx';

/** Story text through the story's own i18n (stories run in en and ar). */
function T({ k, values }: { k: string; values?: Record<string, string> }) {
  const { t } = useTranslation();
  return <>{t(k, values ?? {})}</>;
}

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'critical', children: <T k="errors.UNEXPECTED" /> },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A failure: announced at once (role="alert"). */
export const Critical: Story = {
  play: async (ctx) => {
    const t = storyTr();
    const c = within(ctx.canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(t('errors.UNEXPECTED'));
    await expect(c.queryByRole('status')).not.toBeInTheDocument();
  },
};

const onRetry = fn();

/** A failure with a way out beside the message. */
export const CriticalWithAction: Story = {
  args: { action: <Button size="sm" variant="secondary" onPress={onRetry}><T k="common.retry" /></Button> },
  play: async (ctx) => {
    onRetry.mockClear();
    const t = storyTr();
    const alert = within(ctx.canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.UNEXPECTED'));
    const retry = within(alert).getByRole('button', { name: t('common.retry') });
    await userEvent.click(retry);
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};

/** Something worked: a polite status, not an alert. */
export const Success: Story = {
  args: { tone: 'success', children: <T k="account.details.saved" /> },
  play: async (ctx) => {
    const t = storyTr();
    const c = within(ctx.canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(t('account.details.saved'));
    await expect(c.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A warning before a choice (a plan that leaves out what is in use): a polite status, not an alert. */
export const Caution: Story = {
  args: { tone: 'caution', children: <T k="billing.shortfall.title" values={{ plan: 'Team' }} /> },
  play: async (ctx) => {
    const t = storyTr();
    const c = within(ctx.canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(t('billing.shortfall.title', { plan: 'Team' }));
    await expect(c.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A neutral note (a code was sent…), with a long address that must wrap inside the box. */
export const Info: Story = {
  args: { tone: 'info', children: <T k="auth.otp.sent" values={{ email: 'a.very.long.address.for.wrapping@example-company.com.sa' }} /> },
  play: async (ctx) => {
    const t = storyTr();
    const status = within(ctx.canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(t('auth.otp.sent', { email: 'a.very.long.address.for.wrapping@example-company.com.sa' }));
    await expect(status.scrollWidth).toBeLessThanOrEqual(status.clientWidth);
  },
};

/** An API error code, translated; no code → nothing at all. */
export const FromErrorCode: StoryObj<typeof ErrorAlert> = {
  render: (args) => (
    <div>
      <ErrorAlert {...args} />
      <ErrorAlert code={undefined} />
    </div>
  ),
  args: { code: 'RATE_LIMITED' },
  play: async (ctx) => {
    const t = storyTr();
    const c = within(ctx.canvasElement);
    await expect(c.getAllByRole('alert')).toHaveLength(1);
    await expect(c.getByRole('alert')).toHaveTextContent(t('errors.RATE_LIMITED'));
  },
};
