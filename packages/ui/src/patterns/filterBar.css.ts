import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '../theme/contract.css.ts';

/** The bar measures its own width (beside the dashboard's navigation it is narrower than the window). */
const barContainer = createContainer('filter-bar');
const narrow = `${barContainer} (inline-size < 30rem)`;

/**
 * One row of filters that wraps: each filter takes an equal share and at least 10rem (two a line on a
 * phone), their labels level at the top; segmented tabs and the clear action sit on the controls' line.
 */
export const bar = style({
  containerName: barContainer,
  containerType: 'inline-size',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: tokens.space.md,
  minInlineSize: 0,
});
globalStyle(`${bar} > *`, { flex: '1 1 10rem', minInlineSize: 0 });
globalStyle(`${bar} > [role="tablist"]`, { flex: '0 1 auto', alignSelf: 'flex-end' });

/** The search: a little wider than a select, never a line long; at the end of the row when there is room. */
export const search = style({
  flex: '1 1 14rem',
  maxInlineSize: '20rem',
  marginInlineStart: 'auto',
  '@container': { [narrow]: { maxInlineSize: 'none' } },
});
export const searchIcon = style({ flexShrink: 0, color: vars.color.text.secondary });
/** The browser's own clear button would double ours. */
export const searchInput = style({ selectors: { '&::-webkit-search-cancel-button': { display: 'none' } } });
/** The clear button only while there is something to clear. */
export const searchClear = style({ selectors: { '[data-empty] &': { display: 'none' } } });

export const clear = style({ flex: '0 0 auto', alignSelf: 'flex-end' });
