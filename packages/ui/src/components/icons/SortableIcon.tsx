import { createIcon } from './Icon.tsx';

/** Two chevrons, up and down: a column that can be sorted. */
export const SortableIcon = createIcon({ name: 'SortableIcon', paths: <path d="M8 9l4-4 4 4M8 15l4 4 4-4" /> });
