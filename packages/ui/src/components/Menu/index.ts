export { Menu, MenuItem, MenuTrigger, MoreIcon, type MenuProps, type MenuItemProps, type MenuTriggerProps } from './Menu.tsx';
