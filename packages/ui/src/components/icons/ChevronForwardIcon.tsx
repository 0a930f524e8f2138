import { createIcon } from './Icon.tsx';

/** A chevron pointing forward in reading order (next month, next page, open). Mirrored in right-to-left text. */
export const ChevronForwardIcon = createIcon({ name: 'ChevronForwardIcon', directional: true, paths: <path d="M9 6l6 6-6 6" /> });
