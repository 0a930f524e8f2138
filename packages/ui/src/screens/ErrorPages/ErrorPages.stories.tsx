import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFound, ServerError } from './ErrorPages.tsx';

const meta = {
  title: 'Screens/ErrorPages',
  component: NotFound,
  args: { path: '/en/no/such/page', homeHref: '/en' },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PageNotFound: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByTestId('not-found-message').textContent ?? '';
    await expect(text).toMatch(/(Page not found|الصفحة غير موجودة): \/en\/no\/such\/page/);
  },
};

export const LongPath: Story = { args: { path: '/ar/' + 'very-long-segment/'.repeat(8) } };

export const InternalServerError: StoryObj<typeof ServerError> = {
  render: (args) => <ServerError {...args} />,
  args: { onReload: fn(), homeHref: '/en' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button'));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
