import { createIcon } from './Icon.tsx';

/** An arrow pointing forward in reading order (a link that goes on). Mirrored in right-to-left text. */
export const ArrowForwardIcon = createIcon({ name: 'ArrowForwardIcon', directional: true, paths: <path d="M5 12h14M13 6l6 6-6 6" /> });
