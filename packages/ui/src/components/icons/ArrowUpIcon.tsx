import { createIcon } from './Icon.tsx';

/** An arrow pointing up (ascending sort). */
export const ArrowUpIcon = createIcon({ name: 'ArrowUpIcon', paths: <path d="M12 19V5M6 11l6-6 6 6" /> });
