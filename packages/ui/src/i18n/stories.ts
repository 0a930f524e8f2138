// Story-only translations: the `demo.*` words the design-system stories show (a billing period, a
// bookings table…). They are not the product's words, so they stay out of en.json / ar.json and out of
// the bundle; `.storybook/preview.tsx` and story plays load them through `createStoryI18n`.
// The package's public entry does not export this module.
import type { i18n as I18n } from 'i18next';
import { isLocale, type Locale } from '@waqt/contracts';
import { createI18n } from './index.ts';
import en from './stories.en.json' with { type: 'json' };
import ar from './stories.ar.json' with { type: 'json' };

const storyResources = { en, ar } as const;

/** A fresh i18next instance with the product's translations plus the story-only `demo.*` keys. */
export function createStoryI18n(locale: Locale): I18n {
  const instance = createI18n(locale);
  for (const [lng, bundle] of Object.entries(storyResources)) instance.addResourceBundle(lng, 'translation', bundle, true, false);
  return instance;
}

/** The locale a story renders in (the decorator sets `<html lang>`). */
const storyLocale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');

/** `t` in the story's locale, for `play` assertions on translated text (demo keys included). */
export const storyTr = () => createStoryI18n(storyLocale()).t;

/** A pattern matching a text anywhere in a name (a label with a required marker, a description…). */
export const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
