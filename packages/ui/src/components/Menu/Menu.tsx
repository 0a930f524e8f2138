import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  composeRenderProps,
  type MenuProps as AriaMenuProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { CheckIcon, MoreIcon as MoreDotsIcon } from '../icons/index.ts';
import * as s from './Menu.css.ts';

export { MenuTrigger, type MenuTriggerProps };

/** The "more actions" mark (three dots) of a button that opens a row's menu; the button carries the name. */
export function MoreIcon() {
  return <MoreDotsIcon size={18} />;
}

export interface MenuProps<T> extends AriaMenuProps<T> {
  /** Where the menu opens relative to its trigger; logical, so "bottom end" flips in RTL. */
  placement?: PopoverProps['placement'];
}

/**
 * A menu of actions in a popover. Put it in a `MenuTrigger` after its trigger button; arrow keys,
 * Home/End and type-ahead move through items, `onAction` receives the chosen item's `id`.
 */
export function Menu<T extends object>({ placement = 'bottom end', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} className={s.popover}>
      <AriaMenu {...props} className={composeRenderProps(className, (cn) => [s.menu, cn].filter(Boolean).join(' '))} />
    </Popover>
  );
}

export interface MenuItemProps<T = object> extends Omit<AriaMenuItemProps<T>, 'children'> {
  /** Label (already translated). */
  children: ReactNode;
  /** Decorative icon at the start side. */
  icon?: ReactNode;
  /** critical for destructive actions such as Delete. */
  tone?: MenuItemVariants['tone'];
}

type MenuItemVariants = s.MenuItemVariants;

/** One menu item; with `href` it is a link (client-side through the RouterProvider). */
export function MenuItem<T extends object>({ children, icon, tone, className, textValue, ...props }: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (cn) => [s.item({ tone }), cn].filter(Boolean).join(' '))}
    >
      {({ isSelected, selectionMode }) => (
        <>
          {icon ? (
            <span className={s.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <span className={s.label}>{children}</span>
          {selectionMode !== 'none' && isSelected ? <CheckIcon className={s.check} stroke={2.5} /> : null}
        </>
      )}
    </AriaMenuItem>
  );
}
