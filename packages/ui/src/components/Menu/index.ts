export { Menu, MenuItem, MenuTrigger, type MenuProps, type MenuItemProps, type MenuTriggerProps } from './Menu.tsx';
