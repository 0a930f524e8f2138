import { createIcon } from './Icon.tsx';

/** A clock: a duration, a time, something pending. */
export const ClockIcon = createIcon({ name: 'ClockIcon', paths: <><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></> });
