import { createIcon } from './Icon.tsx';

/** A price tag. */
export const TagIcon = createIcon({ name: 'TagIcon', paths: <><path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" /><circle cx="8" cy="8" r="1.5" /></> });
