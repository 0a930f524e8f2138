import { THEME_STORAGE_KEY, THEMES, type Theme } from '@waqt/contracts';

export function isTheme(v: unknown): v is Theme {
  return typeof v === 'string' && (THEMES as readonly string[]).includes(v);
}

export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined): Theme | null {
  try {
    const v = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(v) ? v : null;
  } catch {
    return null;
  }
}

/** Stored choice first, then the system preference. */
export function resolveTheme(stored: Theme | null, prefersDark: boolean): Theme {
  return stored ?? (prefersDark ? 'dark' : 'light');
}

/** Sets the class on <html> that switches the theme variables. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
}

/**
 * Follows the system's light or dark setting while the person has chosen none (a visitor on a public page,
 * or anyone before they pick a theme): the page changes with the system at once. Returns the unsubscribe.
 */
export function followSystemTheme(onChange?: (theme: Theme) => void, win: Pick<Window, 'matchMedia' | 'localStorage' | 'document'> = window): () => void {
  const query = win.matchMedia?.('(prefers-color-scheme: dark)');
  if (!query) return () => {};
  const storage = (() => {
    try {
      return win.localStorage;
    } catch {
      return undefined;
    }
  })();
  const changed = (e: { matches: boolean }) => {
    if (readStoredTheme(storage) !== null) return;
    const theme: Theme = e.matches ? 'dark' : 'light';
    applyTheme(theme, win.document.documentElement);
    onChange?.(theme);
  };
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/**
 * Inline script for index.html: applies the theme before React renders, so there is no flash of
 * the wrong theme. Kept tiny and dependency-free; mirrors resolveTheme.
 */
export const themeBootScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t!=='light'&&t!=='dark'){t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}var c=document.documentElement.classList;c.add(t);c.remove(t==='dark'?'light':'dark')}catch(e){}})();`;
