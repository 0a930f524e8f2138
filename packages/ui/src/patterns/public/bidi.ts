/**
 * A value put into a translated sentence, isolated as a <bdi> would be (U+2068 FIRST STRONG ISOLATE …
 * U+2069 POP DIRECTIONAL ISOLATE): a Latin name, a reference or a slug inside Arabic text keeps its own
 * order and does not drag the punctuation around it. For attributes and plain strings, where no
 * element can be placed; in markup prefer `Code` / `Text isolate`.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`;
