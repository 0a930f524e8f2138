import { createIcon } from './Icon.tsx';

/** A cross: close, clear, cancelled. */
export const CloseIcon = createIcon({ name: 'CloseIcon', paths: <path d="M6 6l12 12M18 6L6 18" /> });
