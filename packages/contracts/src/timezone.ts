/** Zone names the runtime has accepted: a few hundred at most, since only valid names are kept. */
const known = new Set<string>();

/**
 * Whether the runtime knows this time zone. Building an Intl.DateTimeFormat costs tens of
 * microseconds and the public slots call checks the visitor's zone on every request, so an accepted
 * name is remembered; a refused one is checked again next time (and never fills the memory).
 */
export function isKnownTimeZone(tz: string): boolean {
  if (known.has(tz)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
  } catch {
    return false;
  }
  known.add(tz);
  return true;
}
