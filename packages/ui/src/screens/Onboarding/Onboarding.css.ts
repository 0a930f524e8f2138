import { globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';

/** A form's fields one under another (react-aria's Form takes a class, not a Stack). */
export const form = style({ display: 'grid', gap: tokens.space.xl, minInlineSize: 0 });

/** The three steps as a row of numbered marks; the current one stands out. */
export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: tokens.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'setup-step',
});
export const step = style({
  display: 'grid',
  gap: tokens.space.xs,
  paddingBlockStart: tokens.space.sm,
  borderBlockStart: `4px solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
  fontSize: tokens.fontSize.sm,
  selectors: {
    '&[data-state="done"]': { borderBlockStartColor: vars.color.accent.solid },
    '&[aria-current="step"]': { borderBlockStartColor: vars.color.accent.solid, color: vars.color.text.primary, fontWeight: tokens.fontWeight.bold },
  },
});

/** The link field's public address and the availability answer, right under it. */
export const slugInfo = style({ marginBlockStart: `calc(-1 * ${tokens.space.md})` });

/** Start and end of the working day side by side, wrapping on a narrow phone. */
export const times = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.md, alignItems: 'start' });

/** The weekdays as a wrapping row of checkboxes (the group's options box is its one div). */
export const dayGroup = style({});
globalStyle(`${dayGroup} > div`, { display: 'flex', flexWrap: 'wrap', columnGap: tokens.space.lg, rowGap: tokens.space.sm });

/** The shared link, large enough to read aloud. */
export const url = style({ fontSize: tokens.fontSize.lg });
