// Public entry of @waqt/ui: the design system and every screen.
export { vars, tokens, applyTheme, isTheme, readStoredTheme, resolveTheme, themeBootScript } from './theme/index.ts';
export { createI18n, applyLocale, dirOf, tagOf, errorKey, resources, formatMoney, formatDateTime, formatNumber } from './i18n/index.ts';
export { UiProvider, type UiProviderProps } from './providers/UiProvider.tsx';
export { TRPCProvider, useTRPC, useTRPCClient, errorCodeOf, fieldIssuesOf } from './trpc/index.ts';

export * from './components/Button/index.ts';
export * from './components/AppShell/index.ts';
export * from './components/UpdateNotice/index.ts';
export { Link, type LinkProps } from './components/Link/index.ts';
export { Tabs, TabList, Tab, TabPanel, type TabsProps, type TabListProps, type TabProps, type TabPanelProps } from './components/Tabs/index.ts';
export { Table, TableHeader, Column, TableBody, Row, Cell, type TableProps, type TableHeaderProps, type ColumnProps, type TableBodyProps, type RowProps, type CellProps, type TableAlign } from './components/Table/index.ts';
export { Dialog, DialogTrigger, AlertDialog, type DialogProps, type DialogTriggerProps, type DialogRenderProps, type AlertDialogProps } from './components/Dialog/index.ts';
export { Menu, MenuItem, MenuTrigger, type MenuProps, type MenuItemProps, type MenuTriggerProps } from './components/Menu/index.ts';
export { ToastProvider, ToastRegion, useToast, createToastQueue, type ToastProviderProps, type ToastRegionProps, type ToastApi, type ToastContent, type ToastTone, type ToastQueue, type ShowToastOptions } from './components/Toast/index.ts';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/index.ts';
export { Card, type CardProps } from './components/Card/index.ts';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/index.ts';
export { Spinner, Skeleton, type SpinnerProps, type SkeletonProps } from './components/Spinner/index.ts';

export * from './screens/Landing/index.ts';
export * from './screens/ErrorPages/index.ts';
export * from './screens/ComingNext/index.ts';
export * from './screens/TeamsHome/index.ts';
export { FieldLabel, FieldDescription, FieldError, Option, type FieldProps, type OptionItem } from './components/Field/index.ts';
export { TextField, type TextFieldProps } from './components/TextField/index.ts';
export { NumberField, type NumberFieldProps } from './components/NumberField/index.ts';
export { Select, type SelectProps } from './components/Select/index.ts';
export { ComboBox, type ComboBoxProps } from './components/ComboBox/index.ts';
export { Checkbox, type CheckboxProps } from './components/Checkbox/index.ts';
export { Switch, type SwitchProps } from './components/Switch/index.ts';
export { RadioGroup, Radio, type RadioGroupProps, type RadioProps } from './components/RadioGroup/index.ts';
export { DatePicker, type DatePickerProps } from './components/DatePicker/index.ts';
export { timezoneOptions, type TimezoneOption } from './forms/timezones.ts';
export { UserMenu, type UserMenuProps } from './components/UserMenu/index.ts';
export * from './screens/Auth/index.ts';
export * from './screens/Account/index.ts';
export * from './screens/Teams/index.ts';
export { TeamSwitcher, type TeamSwitcherProps } from './components/TeamSwitcher/index.ts';
