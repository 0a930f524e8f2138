import { createIcon } from './Icon.tsx';

/** A plus: add, increase. */
export const PlusIcon = createIcon({ name: 'PlusIcon', paths: <path d="M12 5v14M5 12h14" /> });
