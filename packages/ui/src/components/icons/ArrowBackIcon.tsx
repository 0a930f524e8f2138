import { createIcon } from './Icon.tsx';

/** An arrow pointing back in reading order (back to a list, a previous page). Mirrored in right-to-left text. */
export const ArrowBackIcon = createIcon({ name: 'ArrowBackIcon', directional: true, paths: <path d="M19 12H5M11 6l-6 6 6 6" /> });
