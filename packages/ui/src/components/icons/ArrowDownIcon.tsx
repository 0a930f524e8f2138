import { createIcon } from './Icon.tsx';

/** An arrow pointing down (descending sort). */
export const ArrowDownIcon = createIcon({ name: 'ArrowDownIcon', paths: <path d="M12 5v14M6 13l6 6 6-6" /> });
