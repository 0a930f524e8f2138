import { LOCALE_TAGS } from '@waqt/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing, storyTr as tr } from '../../i18n/stories.ts';
import { NumberField, type NumberFieldProps } from './NumberField.tsx';

function Demo(props: Partial<NumberFieldProps>) {
  const { t } = useTranslation();
  return <NumberField label={t('demo.duration')} minValue={1} maxValue={1440} defaultValue={15} {...props} />;
}
const field = (el: HTMLElement) => within(el).getByRole('textbox', { name: containing(tr()('demo.duration')) });
const num = (n: number) => new Intl.NumberFormat(document.documentElement.lang === 'ar' ? LOCALE_TAGS.ar : LOCALE_TAGS.en).format(n);

const meta = { title: 'Components/NumberField', component: Demo, args: { onChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: containing(tr()('common.increase')) }));
    await expect(args.onChange).toHaveBeenLastCalledWith(16);
    const input = field(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '5000');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(1440);
  },
};
function Invalid() {
  const { t } = useTranslation();
  return <Demo isInvalid errorMessage={t('validation.too_big', { max: 1440 })} description={t('demo.fullNameHelp')} />;
}
export const InvalidWithError: Story = {
  render: () => <Invalid />,
  play: async ({ canvasElement }) => {
    const message = tr()('validation.too_big', { max: 1440 });
    await expect(field(canvasElement)).toBeInvalid();
    await expect(within(canvasElement).getByText(message)).toBeVisible();
  },
};
export const Required: Story = {
  args: { isRequired: true, defaultValue: 30 },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeRequired();
    await expect(field(canvasElement)).toHaveValue(num(30));
  },
};
/** Keyboard stepping: arrows step by `step` and stop at the bounds. */
export const KeyboardStepping: Story = {
  args: { step: 15, minValue: 0, defaultValue: 1425 },
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1440);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1425);
  },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: containing(tr()('common.increase')) })).toBeDisabled();
  },
};

/**
 * In a column narrower than an input's default width (20 characters) plus the − and + buttons — a card
 * on a phone: the field takes the column's width and the number shrinks, instead of the field keeping
 * its own minimum and pushing the page sideways (it did, on the team settings page at 390 px).
 */
export const InANarrowColumn: Story = {
  render: (args) => (
    <div style={{ inlineSize: '10rem' }} data-testid="column">
      <Demo {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByTestId('column');
    const group = field(canvasElement).closest('[role="group"]')!;
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(column.getBoundingClientRect().width);
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
