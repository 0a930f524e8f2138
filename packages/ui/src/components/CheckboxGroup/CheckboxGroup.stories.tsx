import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTr as tr } from '../../i18n/stories.ts';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup.tsx';

function Demo(props: Partial<CheckboxGroupProps>) {
  const { t } = useTranslation();
  return (
    <CheckboxGroup label={t('demo.channels')} description={t('demo.channelsHelp')} {...props}>
      <Checkbox value="email">{t('demo.email')}</Checkbox>
      <Checkbox value="sms">{t('demo.sms')}</Checkbox>
      <Checkbox value="whatsapp">{t('demo.whatsapp')}</Checkbox>
    </CheckboxGroup>
  );
}
const meta = { title: 'Components/CheckboxGroup', component: Demo, args: { onChange: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (el: HTMLElement) => within(el).getByRole('group', { name: tr()('demo.channels') });

/** Each option toggles on its own; the group reports every selected value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const t = tr();
    const g = within(group(canvasElement));
    await expect(group(canvasElement)).toHaveAccessibleDescription(t('demo.channelsHelp'));
    await userEvent.click(g.getByRole('checkbox', { name: t('demo.sms') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['sms']);
    await userEvent.click(g.getByRole('checkbox', { name: t('demo.whatsapp') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['sms', 'whatsapp']);
    await userEvent.keyboard(' ');
    await expect(g.getByRole('checkbox', { name: t('demo.whatsapp') })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['sms']);
  },
};

/** A saved selection shows checked; the others stay clear. */
export const Preselected: Story = {
  args: { defaultValue: ['email', 'whatsapp'] },
  play: async ({ canvasElement }) => {
    const t = tr();
    const g = within(group(canvasElement));
    await expect(g.getByRole('checkbox', { name: t('demo.email') })).toBeChecked();
    await expect(g.getByRole('checkbox', { name: t('demo.sms') })).not.toBeChecked();
    await expect(g.getByRole('checkbox', { name: t('demo.whatsapp') })).toBeChecked();
  },
};

function Invalid() {
  const { t } = useTranslation();
  return <Demo isRequired isInvalid errorMessage={t('demo.pickOne')} />;
}
/** Required and empty: the error shows under the options and every option is marked invalid. */
export const InvalidWithError: Story = {
  render: () => <Invalid />,
  play: async ({ canvasElement }) => {
    const t = tr();
    const g = group(canvasElement);
    await expect(within(g).getByText(t('demo.pickOne'))).toBeVisible();
    for (const box of within(g).getAllByRole('checkbox')) await expect(box).toBeInvalid();
  },
};

/** Disabled: no option can be changed. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['email'] },
  play: async ({ canvasElement, args }) => {
    const t = tr();
    const g = within(group(canvasElement));
    for (const box of g.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await userEvent.click(g.getByRole('checkbox', { name: t('demo.sms') }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(g.getByRole('checkbox', { name: t('demo.email') })).toBeChecked();
  },
};
