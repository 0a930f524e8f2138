import { createIcon } from './Icon.tsx';

/** An exclamation mark in a circle: something failed. Always round-ended, so its dot shows. */
export const AlertCircleIcon = createIcon({ name: 'AlertCircleIcon', rounded: true, paths: <><circle cx="12" cy="12" r="9" /><path d="M12 7.5v5.5M12 16.5v.01" /></> });
