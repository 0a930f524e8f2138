import { createIcon } from './Icon.tsx';

/** A chevron pointing back in reading order (previous month, previous page). Mirrored in right-to-left text. */
export const ChevronBackIcon = createIcon({ name: 'ChevronBackIcon', directional: true, paths: <path d="M15 6l-6 6 6 6" /> });
