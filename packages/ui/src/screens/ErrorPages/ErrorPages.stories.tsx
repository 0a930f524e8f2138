import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { NotFound, ServerError } from './ErrorPages.tsx';

const meta = {
  title: 'Screens/ErrorPages',
  component: NotFound,
  args: { path: '/en/no/such/page', homeHref: '/en' },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sentence as a reader sees it: the markup around the path (an isolating <bdi>) is not text. */
const notFoundText = (t: ReturnType<typeof storyTr>, path: string) => t('errorPage.notFound', { path }).replace(/<\/?bdi>/g, '');

export const PageNotFound: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('errorPage.notFoundTitle') })).toBeVisible();
    await expect(c.getByText((_, el) => el?.tagName === 'P' && el.textContent === notFoundText(t, '/en/no/such/page'))).toBeVisible();
    await expect(c.getByRole('link', { name: t('errorPage.home') })).toHaveAttribute('href', '/en');
  },
};

/** A very long path wraps inside the page instead of pushing it sideways. */
export const LongPath: Story = {
  args: { path: '/ar/' + 'very-long-segment/'.repeat(8) },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const message = c.getByText((_, el) => el?.tagName === 'P' && el.textContent === notFoundText(t, args.path));
    await expect(message).toBeVisible();
    await expect(message.scrollWidth).toBeLessThanOrEqual(message.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const InternalServerError: StoryObj<typeof ServerError> = {
  tags: ['visual'],
  render: (args) => <ServerError {...args} />,
  args: { onReload: fn(), homeHref: '/en' },
  play: async ({ canvasElement, args }) => {
    const t = storyTr();
    const c = within(canvasElement);
    const alert = c.getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1, name: t('errorPage.serverTitle') })).toBeVisible();
    await expect(alert).toHaveTextContent(t('errorPage.server'));
    await userEvent.click(c.getByRole('button', { name: t('errorPage.reload') }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(c.getByRole('link', { name: t('errorPage.home') })).toHaveAttribute('href', '/en');
  },
};
