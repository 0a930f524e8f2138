import { useEffect, useState } from 'react';

/** How often the app asks whether a new build is out (SPEC §7 leaves it open; see decisions.md). */
const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;

/** Fetches /version.json; returns its version, or null when it cannot tell (offline, dev server). */
export async function fetchLatestVersion(fetchImpl: typeof fetch = fetch, base = ''): Promise<string | null> {
  try {
    const res = await fetchImpl(`${base}/version.json`, { cache: 'no-store' });
    if (!res.ok) return null;
    const body = (await res.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

export function isNewBuild(current: string, latest: string | null): boolean {
  return latest !== null && latest !== current;
}

/** Polls every 5 minutes and on window focus; true once a different build is deployed. */
export function useNewBuildAvailable(current: string, fetchImpl: typeof fetch = fetch): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (available) return;
    let cancelled = false;
    const check = async () => {
      const latest = await fetchLatestVersion(fetchImpl);
      if (!cancelled && isNewBuild(current, latest)) setAvailable(true);
    };
    const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
    window.addEventListener('focus', check);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, [current, fetchImpl, available]);
  return available;
}
