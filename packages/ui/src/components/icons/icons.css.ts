import { style } from '@vanilla-extract/css';

/** Every icon: never squeezed by a flex row it sits in; colour comes from the text (currentColor). */
export const icon = style({ flexShrink: 0 });

/**
 * A directional icon (arrow, chevron) points the other way in right-to-left text. `:dir()` follows the
 * nearest `dir`, so a left-to-right island inside an Arabic page keeps its arrows as they are.
 */
export const directional = style({
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
