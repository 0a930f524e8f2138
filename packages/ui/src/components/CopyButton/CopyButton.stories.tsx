import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { CopyButton } from './CopyButton.tsx';

const IBAN = 'SA03 8000 0000 6080 1016 7519';

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: { text: IBAN, what: 'IBAN', onCopy: fn() },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Copying says "Copied" in a polite status beside the button, and hands the exact text over. */
export const Copies: Story = {
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('');
    await userEvent.click(c.getByRole('button', { name: t('payments.copy.copyOf', { what: 'IBAN' }) }));
    await expect(args.onCopy).toHaveBeenCalledWith(IBAN);
    await expect(c.getByRole('status')).toHaveTextContent(t('payments.copy.copied'));
  },
};

/** The clipboard refused (no permission): nothing claims it was copied; the text stays to copy by hand. */
export const ClipboardRefused: Story = {
  args: { onCopy: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: t('payments.copy.copyOf', { what: 'IBAN' }) }));
    await expect(args.onCopy).toHaveBeenCalled();
    await expect(c.getByRole('status')).not.toHaveTextContent(t('payments.copy.copied'));
  },
};
