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
