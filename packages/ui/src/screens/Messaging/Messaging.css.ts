import { style } from '@vanilla-extract/css';
import { tokens } from '../../theme/contract.css.ts';

export { list, item, dl, dt, dd, webhook } from '../../patterns/settingsList.css.ts';

export const form = style({ display: 'grid', gap: tokens.space.md });
/** A WhatsApp template of one language: its name and language code side by side while they fit. */
export const fieldset = style({ display: 'grid', gap: tokens.space.sm, border: 'none', padding: 0, margin: 0, minInlineSize: 0 });
export const legend = style({ fontWeight: tokens.fontWeight.semibold, padding: 0, marginBlockEnd: tokens.space.xs });
export const pair = style({ display: 'grid', gap: tokens.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'start' });
