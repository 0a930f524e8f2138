import { tokens, vars } from './contract.css.ts';

/**
 * The one focus ring: the focus colour at the ring's width, `offset` from the edge (inside when negative,
 * e.g. a list row). Spread into a style: `'&[data-focus-visible]': focusRing('2px')`.
 */
export function focusRing(offset: string = '2px') {
  return { outline: `${tokens.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: offset };
}
