import { RELOAD_GUARD_MS } from '@waqt/contracts';

const KEY = 'waqt:chunk-reload-at';

/** A lazily loaded chunk that no longer exists (a new deploy replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  const msg = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /ChunkLoadError|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(msg);
}

/**
 * Reloads the page once to pick up the new build; a stored timestamp stops a reload loop
 * (SPEC §8: at most one reload per 10 s). Returns whether it reloaded.
 */
export function reloadOnceForChunkError(
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeSession(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage?.getItem(KEY) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  storage?.setItem(KEY, String(now));
  reload();
  return true;
}

function safeSession(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
