/** A LIKE pattern matching `term` anywhere: `%`, `_` and backslashes in the term match themselves. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
