import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTr as tr } from '../../i18n/stories.ts';
import { Disclosure, type DisclosureProps } from './Disclosure.tsx';

function Demo(props: Partial<DisclosureProps>) {
  const { t } = useTranslation();
  return (
    <Disclosure title={t('demo.moreOptions')} {...props}>
      <p>{t('demo.moreOptionsBody')}</p>
    </Disclosure>
  );
}
const meta = { title: 'Components/Disclosure', component: Demo, args: { onExpandedChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (el: HTMLElement) => within(el).getByRole('button', { name: tr()('demo.moreOptions') });

/** Closed: a heading whose button opens the panel (click, then Enter or Space to close), announced as expanded or not. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 3, name: tr()('demo.moreOptions') })).toBeInTheDocument();
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(c.getByText(tr()('demo.moreOptionsBody'))).not.toBeVisible();
    await userEvent.click(trigger(canvasElement));
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(c.getByText(tr()('demo.moreOptionsBody'))).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(c.getByText(tr()('demo.moreOptionsBody'))).not.toBeVisible();
  },
};

/** Open from the start (what it holds is already filled in). */
export const Expanded: Story = {
  args: { defaultExpanded: true, headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: tr()('demo.moreOptions') })).toBeInTheDocument();
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(c.getByText(tr()('demo.moreOptionsBody'))).toBeVisible();
  },
};
