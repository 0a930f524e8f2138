// Public entry of @waqt/ui: the design system and every screen.
export { vars, tokens, applyTheme, isTheme, readStoredTheme, resolveTheme, themeBootScript } from './theme/index.ts';
export { createI18n, applyLocale, dirOf, tagOf, errorKey, resources, formatMoney, formatDateTime, formatNumber } from './i18n/index.ts';
export { UiProvider, type UiProviderProps } from './providers/UiProvider.tsx';
export { TRPCProvider, useTRPC, useTRPCClient, errorCodeOf, fieldIssuesOf } from './trpc/index.ts';

export * from './components/Button/index.ts';
export * from './components/AppShell/index.ts';
export * from './components/UpdateNotice/index.ts';

export * from './screens/Landing/index.ts';
export * from './screens/ErrorPages/index.ts';
export * from './screens/ComingNext/index.ts';
