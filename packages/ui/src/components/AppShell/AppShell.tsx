import { Fragment, type ReactNode } from 'react';
import { Button, Link, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale, type Theme } from '@waqt/contracts';
import { MoonIcon, SunIcon } from '../icons/index.ts';
import * as s from './AppShell.css.ts';

export interface NavItem {
  /** Stable key. */
  id: string;
  /** Destination (client-side through the UiProvider's router). */
  href: string;
  /** Already-translated label. */
  label: string;
  /** Decorative icon. */
  icon?: ReactNode;
  /** Marks the current page (aria-current). */
  isCurrent?: boolean;
  /** 2: a sub-section of the item above it (a calendar's event types, availability). */
  level?: 1 | 2;
  /** Already-translated label of a group that starts at this item (shown above it). */
  section?: string;
}

export interface AppShellProps {
  /** Active locale (the language switch shows it selected). */
  locale: Locale;
  /** Active theme. */
  theme: Theme;
  /** Called with the newly chosen locale. */
  onLocaleChange: (locale: Locale) => void;
  /** Called with the newly chosen theme. */
  onThemeChange: (theme: Theme) => void;
  /** Where the brand links to. */
  homeHref?: string;
  /** Side navigation; omitted on public pages. */
  nav?: NavItem[];
  /** Extra header content at the end side (user menu, login button…). */
  headerEnd?: ReactNode;
  /** Content above the side navigation's links (e.g. the team switcher). */
  navHeader?: ReactNode;
  /** Page content. */
  children: ReactNode;
}

/** Language switch: a single-selection toggle group (en | ع). */
export function LocaleSwitch({ locale, onLocaleChange }: Pick<AppShellProps, 'locale' | 'onLocaleChange'>) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      aria-label={t('shell.language')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[locale]}
      onSelectionChange={(keys) => {
        const next = [...keys][0];
        if (next && next !== locale) onLocaleChange(next as Locale);
      }}
      className={s.segmented}
    >
      {LOCALES.map((l) => (
        <ToggleButton key={l} id={l} className={s.segment} lang={l}>
          {t(`shell.localeName.${l}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Theme switch: one button that flips light/dark and says what it will do. */
export function ThemeSwitch({ theme, onThemeChange }: Pick<AppShellProps, 'theme' | 'onThemeChange'>) {
  const { t } = useTranslation();
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      className={s.iconButton}
      aria-label={t(next === 'dark' ? 'shell.switchToDark' : 'shell.switchToLight')}
      onPress={() => onThemeChange(next)}
    >
      {theme === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </Button>
  );
}

/** The page frame: skip link, header with brand, language and theme switches, optional side nav. */
export function AppShell({ locale, theme, onLocaleChange, onThemeChange, homeHref = '/', nav, navHeader, headerEnd, children }: AppShellProps) {
  const { t } = useTranslation();
  return (
    <div className={s.shell}>
      <a href="#main" className={s.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <header className={s.header}>
        <Link href={homeHref} className={s.brand}>
          <span className={s.brandMark}>
            و
          </span>
          {t('app.name')}
        </Link>
        <div className={s.headerEnd}>
          <LocaleSwitch locale={locale} onLocaleChange={onLocaleChange} />
          <ThemeSwitch theme={theme} onThemeChange={onThemeChange} />
          {headerEnd}
        </div>
      </header>
      <div className={s.body} data-has-nav={nav?.length ? '' : undefined}>
        {nav?.length ? (
          <nav aria-label={t('shell.mainNav')} className={s.nav}>
            {navHeader}
            {nav.map((item) => (
              <Fragment key={item.id}>
                {item.section ? (
                  <p className={s.navSection}>
                    {item.section}
                  </p>
                ) : null}
                <Link href={item.href} className={item.level === 2 ? `${s.navLink} ${s.navSub}` : s.navLink} aria-current={item.isCurrent ? 'page' : undefined}>
                  {item.icon}
                  {item.label}
                </Link>
              </Fragment>
            ))}
          </nav>
        ) : null}
        <main id="main" className={s.main} tabIndex={-1}>
          <div className={s.content}>{children}</div>
        </main>
      </div>
    </div>
  );
}
