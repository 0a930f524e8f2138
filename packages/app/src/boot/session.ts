import { useSyncExternalStore } from 'react';
import { USER_STORAGE_KEY, type CurrentUser } from '@waqt/contracts';

/**
 * The session as the app sees it (SPEC §4): logged in when a cached user exists under 'user'.
 * The cookie is the real credential (HttpOnly); this cache only drives guards and first paint.
 *
 * The cache is read by `session.load()`, which the app's boot (main.tsx) awaits before the first render
 * (the public pages' boot reads it once the page is usable: public/later.ts). Its schema
 * (and zod with it) is a lazy chunk fetched only when something is cached: a logged-out visitor of
 * a public page never downloads it.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let current: CurrentUser | null = null;

function readStored(): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(USER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

async function readCached(): Promise<CurrentUser | null> {
  const stored = readStored();
  if (stored === null) return null;
  const { currentUserSchema } = await import('./user-schema.ts');
  const parsed = currentUserSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

function emit() {
  for (const l of listeners) l();
}

export const session = {
  get: (): CurrentUser | null => current,
  isLoggedIn: (): boolean => current !== null,
  /** Caches the signed-in user (after login or a fresh account.me). */
  set(user: CurrentUser) {
    current = user;
    try {
      localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    } catch {
      console.warn('localStorage is not available.');
    }
    emit();
  },
  /** Forgets the user (logout, UNAUTHORIZED, failed start-up fetch). */
  clear() {
    current = null;
    try {
      localStorage.removeItem(USER_STORAGE_KEY);
    } catch {
      /* nothing cached */
    }
    emit();
  },
  subscribe(l: Listener) {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
  /**
   * SPEC §4: a cached user is checked against the server — refreshed by `fetchMe` (account.me), or
   * cleared when that fails. Nothing is asked without a cached user. Says whether one was cleared.
   */
  async verify(fetchMe: () => Promise<CurrentUser>): Promise<{ cleared: boolean }> {
    if (current === null) return { cleared: false };
    try {
      session.set(await fetchMe());
      return { cleared: false };
    } catch (error) {
      console.error('Failed to fetch the current user', error);
      session.clear();
      return { cleared: true };
    }
  },
  /** Reads the cached user from storage (at start, before the first render; other tabs; tests). */
  async load(): Promise<void> {
    const before = current;
    let cached: CurrentUser | null;
    try {
      cached = await readCached();
    } catch (error) {
      console.error('Could not read the cached user', error);
      return;
    }
    // A set() or clear() while the schema loaded is newer than what was read: it wins.
    if (current !== before) return;
    current = cached;
    emit();
  },
};

if (typeof window !== 'undefined') {
  // Another tab logged in or out: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key === USER_STORAGE_KEY || e.key === null) void session.load();
  });
}

export function useSessionUser(): CurrentUser | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
