import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import type { Locale, Theme } from '@waqt/contracts';
import { storyTr as tr } from '../../i18n/stories.ts';
import { AppShell, type AppShellProps } from './AppShell.tsx';
import { teamNavItems } from './teamNav.ts';

function Content() {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{t('shell.nav.dashboard')}</h1>
      <p>{t('landing.lead')}</p>
    </section>
  );
}

function useNav() {
  const { t } = useTranslation();
  return [
    { id: 'dashboard', href: '#dashboard', label: t('shell.nav.dashboard'), isCurrent: true },
    { id: 'calendars', href: '#calendars', label: t('shell.nav.calendars') },
    { id: 'customers', href: '#customers', label: t('shell.nav.customers') },
    { id: 'members', href: '#members', label: t('shell.nav.members') },
    { id: 'billing', href: '#billing', label: t('shell.nav.billing') },
  ];
}

/** Keeps its own locale/theme state so the switches can be exercised in isolation. */
function Stateful(props: Partial<AppShellProps> & { withNav?: boolean }) {
  const [locale, setLocale] = useState<Locale>(props.locale ?? 'en');
  const [theme, setTheme] = useState<Theme>(props.theme ?? 'light');
  const nav = useNav();
  return (
    <AppShell
      locale={locale}
      theme={theme}
      onLocaleChange={(l) => {
        setLocale(l);
        props.onLocaleChange?.(l);
      }}
      onThemeChange={(th) => {
        setTheme(th);
        props.onThemeChange?.(th);
      }}
      {...(props.withNav ? { nav } : {})}
    >
      <Content />
    </AppShell>
  );
}

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: { locale: 'en', theme: 'light', onLocaleChange: fn(), onThemeChange: fn(), children: null },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Public pages: brand, language and theme switches, a skip link; no side navigation. */
export const Public: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const t = tr();
    await expect(c.getByRole('link', { name: t('shell.skipToContent') })).toBeInTheDocument();
    await expect(c.getByRole('radiogroup', { name: t('shell.language') })).toBeInTheDocument();
    await expect(c.getByRole('button', { name: t('shell.switchToDark') })).toBeInTheDocument();
    await expect(c.queryByRole('navigation', { name: t('shell.mainNav') })).toBeNull();
    await expect(c.getByRole('heading', { level: 1, name: t('shell.nav.dashboard') })).toBeInTheDocument();
  },
};

/** The dashboard: the side navigation marks the current page. */
export const WithNavigation: Story = {
  render: (args) => <Stateful {...args} withNav />,
  play: async ({ canvasElement }) => {
    const t = tr();
    const nav = within(within(canvasElement).getByRole('navigation', { name: t('shell.mainNav') }));
    await expect(nav.getByRole('link', { name: t('shell.nav.dashboard') })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: t('shell.nav.members') })).not.toHaveAttribute('aria-current');
  },
};

const TEAM = '11111111-1111-4111-8111-111111111111';
const CAL = '22222222-2222-4222-8222-222222222222';

/** A team's navigation (issue 23): its calendar under "Calendars", with the calendar's event types and availability one click away. */
export const TeamNavigation: Story = {
  tags: ['visual'],
  render: function Render(args) {
    const { t } = useTranslation();
    const nav = teamNavItems(`/en/dashboard/team/${TEAM}/calendars/${CAL}/eventtypes`, 'en', t, [{ id: CAL, name: 'Dr Sara' }], 'owner');
    return (
      <AppShell {...args} nav={nav}>
        <Content />
      </AppShell>
    );
  },
  play: async ({ canvasElement }) => {
    const t = tr();
    const nav = within(within(canvasElement).getByRole('navigation', { name: t('shell.mainNav') }));
    const base = `/en/dashboard/team/${TEAM}`;
    await expect(nav.getByText(t('shell.nav.calendars'))).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dr Sara' })).toHaveAttribute('href', `${base}/calendars/${CAL}`);
    await expect(nav.getByRole('link', { name: t('shell.nav.eventTypes') })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: t('shell.nav.availability') })).toHaveAttribute('href', `${base}/calendars/${CAL}/availability`);
    await expect(nav.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page')).toHaveLength(1);
  },
};

/** An assistant's navigation (issue 36, item 8): their calendars, bookings and customers; no members, billing or settings, which only say "owners only". */
export const TeamNavigationAssistant: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    const nav = teamNavItems(`/en/dashboard/team/${TEAM}`, 'en', t, [{ id: CAL, name: 'Dr Sara' }], 'assistant');
    return (
      <AppShell {...args} nav={nav}>
        <Content />
      </AppShell>
    );
  },
  play: async ({ canvasElement }) => {
    const t = tr();
    const nav = within(within(canvasElement).getByRole('navigation', { name: t('shell.mainNav') }));
    await expect(nav.getByRole('link', { name: t('shell.nav.overview') })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dr Sara' })).toBeInTheDocument();
    await expect(nav.getByRole('link', { name: t('shell.nav.customers') })).toBeInTheDocument();
    for (const key of ['shell.nav.members', 'shell.nav.billing', 'shell.nav.settings']) await expect(nav.queryByRole('link', { name: t(key) })).toBeNull();
  },
};

export const SwitchLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const arabic = tr()('shell.localeName.ar');
    await userEvent.click(c.getByRole('radio', { name: arabic }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ar');
    await expect(c.getByRole('radio', { name: arabic })).toBeChecked();
  },
};

export const SwitchTheme: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const t = tr();
    await userEvent.click(c.getByRole('button', { name: t('shell.switchToDark') }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    // The label now offers the way back.
    await userEvent.click(c.getByRole('button', { name: t('shell.switchToLight') }));
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('light');
  },
};
