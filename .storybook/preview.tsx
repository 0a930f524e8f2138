import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { isLocale, type Locale, type Theme } from '@waqt/contracts';
import { applyTheme } from '../packages/ui/src/theme/index.ts';
import { applyLocale } from '../packages/ui/src/i18n/index.ts';
import { createStoryI18n } from '../packages/ui/src/i18n/stories.ts';
import { UiProvider } from '../packages/ui/src/providers/UiProvider.tsx';
import { MockApiProvider } from '../packages/ui/src/mocks/MockApiProvider.tsx';
import { configure } from 'storybook/test';
import { ToastProvider } from '../packages/ui/src/components/Toast/index.ts';
import { keepReviewFramesFromScrolling } from './gallery/frameFocus.ts';

// `findBy…` and `waitFor` in play functions wait up to 5 s (Testing Library's default is 1 s): on a loaded
// 2-core CI machine a mocked query chain (team → calendar → members) outlasted one second and a story
// failed that passes everywhere else. A longer wait only delays a story that fails anyway.
configure({ asyncUtilTimeout: 5000 });

// In the design review frames (.storybook/gallery) a play's focus() must not scroll the gallery page.
keepReviewFramesFromScrolling();

// Story tests run once per locale × theme (see packages/ui/vitest.config.ts); the toolbar switches them in Storybook.
declare const __STORY_LOCALE__: string | undefined;
declare const __STORY_THEME__: string | undefined;
const defaultLocale: Locale = typeof __STORY_LOCALE__ === 'string' && isLocale(__STORY_LOCALE__) ? __STORY_LOCALE__ : 'en';
const defaultTheme: Theme = typeof __STORY_THEME__ === 'string' && __STORY_THEME__ === 'dark' ? 'dark' : 'light';

/** The product's translations plus the story-only `demo.*` words, which stay out of the production bundle. */
function StoryTranslations({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = useMemo(() => createStoryI18n(locale), [locale]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

function DocumentSync({ locale, theme }: { locale: Locale; theme: Theme }) {
  useEffect(() => {
    applyLocale(locale);
    applyTheme(theme);
  }, [locale, theme]);
  return null;
}

const withLocaleAndTheme: Decorator = (Story, context) => {
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : defaultLocale;
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  // Applied synchronously too, so the first paint (and a11y checks) see the right dir and colours.
  applyLocale(locale);
  applyTheme(theme);
  return (
    <UiProvider key={locale} locale={locale}>
      <StoryTranslations locale={locale}>
        <MockApiProvider>
          <DocumentSync locale={locale} theme={theme} />
          <ToastProvider>
            <Story />
          </ToastProvider>
        </MockApiProvider>
      </StoryTranslations>
    </UiProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)', right: 'en' },
          { value: 'ar', title: 'العربية (RTL)', right: 'ar' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    // Design review: the manager (.storybook/manager.ts) shows the story in all four locale × theme
    // variants side by side at this width; stories themselves never read it.
    review: {
      description: 'Review the story in English and Arabic, light and dark, side by side',
      toolbar: {
        title: 'Review',
        icon: 'sidebyside',
        items: [
          { value: 'off', title: 'Review off (one canvas)' },
          { value: 'phone', title: 'Four variants, phone 390 px', icon: 'mobile' },
          { value: 'desktop', title: 'Four variants, desktop 1280 px', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: defaultLocale, theme: defaultTheme },
  decorators: [withLocaleAndTheme],
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story tests.
    // react-aria's global live announcer (a library-owned, off-screen node) can point at a message of the
    // previous story; it is not our UI, so axe skips it. Everything else is checked as an error.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    backgrounds: { disable: true },
  },
  tags: ['autodocs'],
};

export default preview;
