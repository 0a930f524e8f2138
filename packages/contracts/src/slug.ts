/** Longest team or calendar link (the database's CHECK agrees). */
export const SLUG_MAX_LENGTH = 64;

/**
 * A link from a name: Latin lower-case letters, digits and inner hyphens, at most `maxLength`.
 * Latin letters lose their accents ("Café" → "cafe"); everything else becomes a hyphen. A name with
 * no Latin letters or digits (an Arabic name) gives '' — the caller picks a fallback; we do not
 * guess a transliteration.
 */
export function slugFromName(name: string, maxLength: number = SLUG_MAX_LENGTH): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
