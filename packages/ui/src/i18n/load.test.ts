import { describe, expect, it } from 'vitest';
import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import { createLoadedI18n, hasLoadedMessages, loadMessages } from './load.ts';

// In tests the messages modules are the whole language (the app's build splits them: parts.ts).
describe('messages loaded one language at a time', () => {
  it('an instance made before a language arrives gets it on arrival, and shows no key once it has', async () => {
    expect(hasLoadedMessages('ar')).toBe(false);
    const early = createLoadedI18n('ar');
    expect(early.exists('booking.free')).toBe(false);
    await loadMessages('ar');
    expect(hasLoadedMessages('ar')).toBe(true);
    expect(hasLoadedMessages('en')).toBe(false);
    expect(early.t('booking.free')).toBe(ar.booking.free);
    // A later instance starts with what has arrived.
    expect(createLoadedI18n('ar').t('errors.UNEXPECTED')).toBe(ar.errors.UNEXPECTED);
  });

  it('loads each part once, and the other language only when asked', async () => {
    const i18n = createLoadedI18n('ar');
    const [a, b] = await Promise.all([loadMessages('en'), loadMessages('en')]);
    expect(a).toBe(b);
    await loadMessages('en', 'app');
    expect(hasLoadedMessages('en', 'app')).toBe(true);
    await i18n.changeLanguage('en');
    expect(i18n.t('booking.free')).toBe(en.booking.free);
    expect(i18n.t('teams.roles.owner')).toBe(en.teams.roles.owner);
  });
});
