import { createContainer, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

/** The usual visually-hidden box (one hairline square, clipped away): read by screen readers, not seen. */
export const visuallyHiddenRule = {
  position: 'absolute',
  inlineSize: tokens.size.border,
  blockSize: tokens.size.border,
  padding: 0,
  margin: `calc(-1 * ${tokens.size.border})`,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * Styles for a list table that becomes one card per row when its own frame is narrow (a phone, or a
 * narrow column beside the dashboard's navigation): the same grid — one DOM, one keyboard model, row
 * actions intact — laid out as cards. The header row is only hidden visually, so screen readers still
 * hear each cell's column name. Call from a `.css.ts` file (vanilla-extract evaluates it there).
 *
 * `areas` is the card's grid-template-areas; `area(name)` places a cell in it.
 */
export function stackedCards(opts: { name: string; narrowBelow: string; areas: string; columns?: string; alignItems?: 'center' | 'start'; justifyItems?: 'start' }) {
  const container = createContainer(opts.name);
  const narrow = `${container} (inline-size < ${opts.narrowBelow})`;
  return {
    narrow,
    listFrame: style({ containerName: container, containerType: 'inline-size', minInlineSize: 0 }),
    table: style({ '@container': { [narrow]: { display: 'block' } } }),
    tableHeader: style({ '@container': { [narrow]: visuallyHiddenRule } }),
    tableBody: style({ '@container': { [narrow]: { display: 'block' } } }),
    row: style({
      '@container': {
        [narrow]: {
          display: 'grid',
          gridTemplateColumns: opts.columns ?? 'minmax(0, 1fr) auto',
          gridTemplateAreas: opts.areas,
          ...(opts.justifyItems ? { justifyItems: opts.justifyItems } : {}),
          ...(opts.alignItems ? { alignItems: opts.alignItems } : {}),
          gap: tokens.space.xs,
          paddingInline: tokens.space.lg,
          paddingBlock: tokens.space.md,
          borderBlockEnd: `${tokens.size.border} solid ${vars.color.border.subtle}`,
          selectors: { '&:last-child': { borderBlockEnd: 'none' } },
        },
      },
    }),
    /** A cell as a card area; doubled class (`&&`) so it wins over the table's own cell padding. */
    area: (name: string, justifySelf: 'start' | 'end' | 'auto' = 'auto') =>
      style({
        '@container': {
          [narrow]: {
            selectors: {
              '&&': { gridArea: name, ...(justifySelf === 'auto' ? {} : { justifySelf }), display: 'block', padding: 0, borderBlockEnd: 'none', minInlineSize: 0 },
            },
          },
        },
      }),
    /** Shown on a card only (where the column headers are not seen), e.g. a field's name. */
    cardOnly: style({ display: 'none', '@container': { [narrow]: { display: 'inline' } } }),
  };
}
