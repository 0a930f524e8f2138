import { style } from '@vanilla-extract/css';
import { popover as basePopover } from '../Field/Field.css.ts';

/**
 * The list, not the popover, scrolls: the virtualizer measures the ListBox's viewport to decide
 * which options to render. The popover is a column whose inline max-height (the space react-aria
 * finds below the field) caps the ListBox; the ListBox's own cap keeps long lists compact.
 */
export const popover = style([basePopover, { display: 'flex', flexDirection: 'column', overflow: 'hidden' }]);
export const listBox = style({ flex: 1, minBlockSize: 0, maxBlockSize: '18rem', overflowY: 'auto', outline: 'none' });
