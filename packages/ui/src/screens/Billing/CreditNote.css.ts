import { globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { both } from './Invoice.css.ts';

/* The credit note is printed on the invoice's page (Invoice.css.ts); only what it adds is styled here. */

/** "Corrects invoice INV-000123 of …", in both languages, centred under the title. */
export const corrects = style({ margin: 0, textAlign: 'center', fontWeight: tokens.fontWeight.medium });
globalStyle(`${corrects} > ${both.stack}`, { justifyItems: 'center' });

/** Why the amount is credited back: a boxed field of its own. */
export const reason = style({
  display: 'grid',
  gap: tokens.space.sm,
  margin: 0,
  padding: tokens.space.sm,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: tokens.radius.md,
});

/** The title and the invoice it corrects, kept together. */
export const heading = style({ display: 'grid', gap: tokens.space.sm });
