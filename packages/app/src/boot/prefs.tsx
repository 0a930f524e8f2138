import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { THEME_STORAGE_KEY, type Theme } from '@waqt/contracts';
import { applyTheme, followSystemTheme, readStoredTheme, resolveTheme } from '@waqt/ui';

interface Prefs {
  theme: Theme;
  setTheme: (t: Theme) => void;
}
const PrefsContext = createContext<Prefs | null>(null);

function initialTheme(): Theme {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  return resolveTheme(readStoredTheme(storage), window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false);
}

/** Theme preference: stored under 'theme', defaulting to the system preference. */
export function PrefsProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(initialTheme);
  const setTheme = useCallback((t: Theme) => {
    setThemeState(t);
    applyTheme(t);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, t);
    } catch {
      console.warn('localStorage is not available.');
    }
  }, []);
  // Until a theme is chosen, the system's follows its changes (the page's class, and the toggle's state).
  useEffect(() => followSystemTheme(setThemeState), []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <PrefsContext.Provider value={value}>{children}</PrefsContext.Provider>;
}

export function usePrefs(): Prefs {
  const v = useContext(PrefsContext);
  if (!v) throw new Error('usePrefs outside PrefsProvider');
  return v;
}
