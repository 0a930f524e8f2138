import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@waqt/contracts';
import { followSystemTheme } from './theme.ts';

/** A window whose system theme can be switched, with a stored choice or none. */
function fakeWindow(stored: string | null) {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const classes = new Set<string>();
  const win = {
    matchMedia: () => ({
      addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
      removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
    }),
    localStorage: { getItem: (k: string) => (k === THEME_STORAGE_KEY ? stored : null) },
    document: { documentElement: { classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) } } },
  };
  return { win: win as unknown as Window, system: (dark: boolean) => listeners.forEach((l) => l({ matches: dark })), classes, listeners };
}

describe('followSystemTheme', () => {
  it('switches with the system while no theme is chosen, and tells the caller', () => {
    const { win, system, classes } = fakeWindow(null);
    const seen: string[] = [];
    followSystemTheme((t) => seen.push(t), win);
    system(true);
    expect([...classes]).toEqual(['dark']);
    system(false);
    expect([...classes]).toEqual(['light']);
    expect(seen).toEqual(['dark', 'light']);
  });

  it('leaves a chosen theme alone, and stops when unsubscribed', () => {
    const chosen = fakeWindow('light');
    followSystemTheme(undefined, chosen.win);
    chosen.system(true);
    expect(chosen.classes.size).toBe(0);
    const free = fakeWindow(null);
    const stop = followSystemTheme(undefined, free.win);
    stop();
    expect(free.listeners.size).toBe(0);
  });
});
