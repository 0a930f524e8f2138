import { createIcon } from './Icon.tsx';

/** An i in a circle: for your information. Always round-ended, so its dot shows. */
export const InfoCircleIcon = createIcon({ name: 'InfoCircleIcon', rounded: true, paths: <><circle cx="12" cy="12" r="9" /><path d="M12 11v5.5M12 7.5v.01" /></> });
