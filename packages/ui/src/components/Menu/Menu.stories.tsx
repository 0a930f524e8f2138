import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { storyTr } from '../../i18n/stories.ts';
import { Button } from '../Button/index.ts';
import { CopyIcon, EditIcon, TrashIcon } from '../icons/index.ts';
import { Menu, MenuItem, MenuTrigger, MoreIcon, type MenuProps } from './Menu.tsx';

/** Translations for assertions, in the locale the decorator applied to <html>. */
const tr = storyTr;

/** The menu renders in a portal on <body>, outside the story's canvas. */
const screen = () => within(document.body);

function RowActions(props: MenuProps<object>) {
  const { t } = useTranslation();
  return (
    <MenuTrigger>
      <Button variant="quiet" aria-label={t('common.actions')} leading={<MoreIcon />} />
      <Menu {...props}>
        <MenuItem id="edit" icon={<EditIcon />}>
          {t('demo.edit')}
        </MenuItem>
        <MenuItem id="duplicate" icon={<CopyIcon />}>
          {t('demo.duplicate')}
        </MenuItem>
        <MenuItem id="delete" icon={<TrashIcon />} tone="critical">
          {t('demo.delete')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/** The chosen item's id arrives first; react-aria may pass more after it. */
const onAction = fn();
const chosen = () => onAction.mock.lastCall?.[0];

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { onAction },
  beforeEach: () => {
    onAction.mockClear();
  },
  render: (args) => <RowActions {...args} />,
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const t = tr();
    const trigger = within(canvasElement).getByRole('button', { name: t('common.actions') });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = await screen().findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual([t('demo.edit'), t('demo.duplicate'), t('demo.delete')]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('demo.duplicate') }));
    await expect(chosen()).toBe('duplicate');
    await waitFor(() => expect(screen().queryByRole('menu')).toBeNull());
  },
};

/** Keyboard only: open with Enter, move with arrows and Home/End, choose with Enter, leave with Escape. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const t = tr();
    const trigger = within(canvasElement).getByRole('button', { name: t('common.actions') });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen().findByRole('menu');
    const item = (k: string) => within(menu).getByRole('menuitem', { name: t(k) });
    await waitFor(() => expect(item('demo.edit')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('demo.duplicate')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('demo.delete')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // Wraps to the top.
    await expect(item('demo.edit')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('demo.delete')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('demo.edit')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onAction).not.toHaveBeenCalled();

    // ArrowUp opens on the last item; Enter chooses it.
    await userEvent.keyboard('{ArrowUp}');
    const reopened = await screen().findByRole('menu');
    await waitFor(() => expect(within(reopened).getByRole('menuitem', { name: t('demo.delete') })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(chosen()).toBe('delete');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithDisabledItem: Story = {
  args: { disabledKeys: ['duplicate'] },
  play: async ({ canvasElement }) => {
    const t = tr();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('common.actions') }));
    const menu = await screen().findByRole('menu');
    const duplicate = within(menu).getByRole('menuitem', { name: t('demo.duplicate') });
    await expect(duplicate).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    // The disabled item is skipped.
    await expect(within(menu).getByRole('menuitem', { name: t('demo.delete') })).toHaveFocus();
    await expect(onAction).not.toHaveBeenCalled();
  },
};

/** Left open, so the axe checks cover the menu surface and the critical item in both themes. */
export const Open: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <MenuTrigger defaultOpen>
        <Button variant="secondary">{t('common.actions')}</Button>
        <Menu {...args} selectionMode="single" defaultSelectedKeys={['edit']}>
          <MenuItem id="edit">{t('demo.edit')}</MenuItem>
          <MenuItem id="duplicate">{t('demo.duplicate')}</MenuItem>
          <MenuItem id="delete" tone="critical">
            {t('demo.delete')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
    );
  },
  play: async () => {
    const menu = await screen().findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: tr()('demo.edit') })).toHaveAttribute('aria-checked', 'true');
  },
};
