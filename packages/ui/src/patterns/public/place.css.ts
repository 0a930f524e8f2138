import { style } from '@vanilla-extract/css';
import { tokens } from '../../theme/contract.css.ts';

/** An address as the team typed it: its lines kept, long words broken. */
export const address = style({ display: 'block', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
/** A place's text, then its link (map, meeting) on a line of its own. */
export const place = style({ display: 'grid', gap: tokens.space.xxs, justifyItems: 'start', minInlineSize: 0 });
/** A link beside plain text: its own weight, not the summary value's. */
export const placeLink = style({ fontWeight: tokens.fontWeight.medium });
