/**
 * A value put into a translated sentence, isolated as a <bdi> would be (U+2068 FIRST STRONG ISOLATE …
 * U+2069 POP DIRECTIONAL ISOLATE): a Latin name, a reference or a slug inside Arabic text keeps its own
 * order and does not drag the punctuation around it. For attributes and plain strings, where no
 * element can be placed; in markup prefer `Code` / `Text isolate`.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`;

/**
 * A value that always reads left to right (a path, an address, an email) put into a translated
 * sentence: U+2066 LEFT-TO-RIGHT ISOLATE … U+2069, so "/dr-sara/cleaning" stays whole at the end of an
 * Arabic sentence instead of becoming "dr-sara/cleaning/".
 */
export const isolateLtr = (value: string): string => `\u2066${value}\u2069`;

/**
 * A name whose title stays with it: the space after a short abbreviation ("Dr.", "Prof.", "د.") becomes a
 * no-break space, so a line never ends on "Dr." with "Sara" on the next — in an Arabic sentence the two
 * halves of an isolated Latin name then read as words far apart. The rest of the name still wraps.
 */
export const keepTitleWithName = (name: string): string => name.replace(/(^|\s)(\p{L}{1,5}\.)\s+(?=\S)/gu, '$1$2\u00a0');
