// The app's translations, one language at a time and in three parts (parts.ts): `public` before the first
// page renders (the app's boots start the fetch; the `:lang` route's loader, or the public pages' router,
// awaits it), `later` with the booking flow's later steps (their chunk waits for it), `app` with the pages
// of the app shell (their layout route's loader). Nothing ever shows a key or the other language meanwhile.
// Stories and tests keep `createI18n` (index.ts), which has everything synchronously.
import type { i18n as I18n, ResourceLanguage } from 'i18next';
import type { Locale } from '@waqt/contracts';
import { createI18nWith } from './create.ts';
import type { MessagesPart } from './parts.ts';

type Bundle = ResourceLanguage;
type Importer = () => Promise<{ default: object }>;

// A module per part, so the bundler makes a chunk of each (messages/*.ts: the app's build keeps only the
// part's keys in them; elsewhere each is the whole language).
const importers: Record<Locale, Record<MessagesPart, Importer>> = {
  en: { public: () => import('./messages/en.public.ts'), later: () => import('./messages/en.later.ts'), app: () => import('./messages/en.app.ts') },
  ar: { public: () => import('./messages/ar.public.ts'), later: () => import('./messages/ar.later.ts'), app: () => import('./messages/ar.app.ts') },
};

const key = (locale: Locale, part: MessagesPart) => `${locale}/${part}`;
const loaded = new Map<string, Bundle>();
const loading = new Map<string, Promise<Bundle>>();
/** The instances made by createLoadedI18n: each gets a part the moment it arrives (not while rendering). */
const instances = new Set<WeakRef<I18n>>();

/** Fetches a part of a language's messages once (a failed fetch may be tried again). */
export function loadMessages(locale: Locale, part: MessagesPart = 'public'): Promise<Bundle> {
  const k = key(locale, part);
  const hit = loaded.get(k);
  if (hit) return Promise.resolve(hit);
  let p = loading.get(k);
  if (!p) {
    p = importers[locale][part]().then(
      (m) => {
        const bundle = m.default as Bundle;
        loaded.set(k, bundle);
        loading.delete(k);
        for (const ref of instances) {
          const i18n = ref.deref();
          if (i18n) addLoadedMessages(i18n, locale);
          else instances.delete(ref);
        }
        return bundle;
      },
      (error: unknown) => {
        loading.delete(k);
        throw error;
      },
    );
    loading.set(k, p);
  }
  return p;
}

/** Whether a part of a language's messages has arrived. */
export const hasLoadedMessages = (locale: Locale, part: MessagesPart = 'public'): boolean => loaded.has(key(locale, part));

/** The parts each instance has been given. */
const given = new WeakMap<I18n, Set<string>>();

/**
 * Gives an instance the arrived parts of `locale` it lacks (cheap when there are none). True when it has
 * the `public` part, i.e. its pages can render.
 */
function addLoadedMessages(i18n: I18n, locale: Locale): boolean {
  let has = given.get(i18n);
  if (!has) given.set(i18n, (has = new Set()));
  for (const part of ['public', 'later', 'app'] as const) {
    const k = key(locale, part);
    const bundle = loaded.get(k);
    if (bundle && !has.has(k)) {
      i18n.addResourceBundle(locale, 'translation', bundle, true, true);
      has.add(k);
    }
  }
  return has.has(key(locale, 'public'));
}

/**
 * An instance in `locale` with the messages that have arrived (the app loads the language first); parts
 * that arrive later are added to it as they come.
 */
export function createLoadedI18n(locale: Locale): I18n {
  const instance = createI18nWith(locale, {});
  for (const lng of ['en', 'ar'] as const) addLoadedMessages(instance, lng);
  instances.add(new WeakRef(instance));
  return instance;
}
