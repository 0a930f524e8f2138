import { useSyncExternalStore } from 'react';
import { currentUserSchema, USER_STORAGE_KEY, type CurrentUser } from '@waqt/contracts';

/**
 * The session as the app sees it (SPEC §4): logged in when a cached user exists under 'user'.
 * The cookie is the real credential (HttpOnly); this cache only drives guards and first paint.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let current: CurrentUser | null = readCached();

function readCached(): CurrentUser | null {
  try {
    const raw = globalThis.localStorage?.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed = currentUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
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
  /** Re-reads storage (tests, other tabs). */
  reload() {
    current = readCached();
    emit();
  },
};

if (typeof window !== 'undefined') {
  // Another tab logged in or out: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key === USER_STORAGE_KEY || e.key === null) session.reload();
  });
}

export function useSessionUser(): CurrentUser | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
