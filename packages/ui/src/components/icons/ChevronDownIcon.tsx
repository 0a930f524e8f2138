import { createIcon } from './Icon.tsx';

/** A chevron pointing down: a list that opens. */
export const ChevronDownIcon = createIcon({ name: 'ChevronDownIcon', paths: <path d="M6 9l6 6 6-6" /> });
