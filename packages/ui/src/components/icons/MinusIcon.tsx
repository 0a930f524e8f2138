import { createIcon } from './Icon.tsx';

/** A minus: decrease, partly selected. */
export const MinusIcon = createIcon({ name: 'MinusIcon', paths: <path d="M5 12h14" /> });
