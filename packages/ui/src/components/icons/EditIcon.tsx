import { createIcon } from './Icon.tsx';

/** A pencil: edit. */
export const EditIcon = createIcon({ name: 'EditIcon', paths: <path d="M4 20h4L19 9l-4-4L4 16v4z" /> });
