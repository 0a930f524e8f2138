import { slugFromName } from '@waqt/contracts';

/**
 * A team link suggested from its name (`slugFromName` in contracts, shared with the API's personal
 * team links). A name with no Latin letters or digits (an Arabic name) gets `fallback` instead.
 */
export function suggestSlug(name: string, fallback: string): string {
  if (!name.trim()) return '';
  return slugFromName(name) || fallback;
}

/** "team-" and four random base-36 characters: a neutral link for names we cannot spell in Latin. */
export function fallbackSlug(random: () => number = Math.random): string {
  return `team-${random().toString(36).slice(2, 6).padEnd(4, '0')}`;
}

/** What a user types into the link field, eased into shape: lower-case, spaces as hyphens. */
export function typedSlug(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '-');
}
