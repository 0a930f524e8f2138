import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import type { Locale, Theme } from '@waqt/contracts';
import { AppShell, type AppShellProps } from './AppShell.tsx';

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

export const Public: Story = {};

export const WithNavigation: Story = {
  render: (args) => <Stateful {...args} withNav />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('navigation')).toBeInTheDocument();
    await expect(c.getAllByRole('link').some((l) => l.getAttribute('aria-current') === 'page')).toBe(true);
  },
};

export const SwitchLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: 'العربية' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ar');
    await expect(c.getByRole('radio', { name: 'العربية' })).toBeChecked();
  },
};

export const SwitchTheme: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const btn = c.getAllByRole('button').find((b) => b.getAttribute('aria-label'))!;
    await userEvent.click(btn);
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    // The label now offers the way back.
    await userEvent.click(c.getAllByRole('button').find((b) => b.getAttribute('aria-label'))!);
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('light');
  },
};
