import { createIcon } from './Icon.tsx';

/** A check in a circle: it worked. */
export const CheckCircleIcon = createIcon({ name: 'CheckCircleIcon', paths: <><circle cx="12" cy="12" r="9" /><path d="M8 12.5l3 3 5-6" /></> });
