/**
 * A team link suggested from its name: Latin lower-case, digits and inner hyphens, at most 64.
 * Latin letters with accents lose them ("Café" → "cafe"). A name with no Latin letters or digits
 * (an Arabic name) gets `fallback` instead — we do not guess a transliteration.
 */
export function suggestSlug(name: string, fallback: string): string {
  if (!name.trim()) return '';
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** "team-" and four random base-36 characters: a neutral link for names we cannot spell in Latin. */
export function fallbackSlug(random: () => number = Math.random): string {
  return `team-${random().toString(36).slice(2, 6).padEnd(4, '0')}`;
}

/** What a user types into the link field, eased into shape: lower-case, spaces as hyphens. */
export function typedSlug(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '-');
}
