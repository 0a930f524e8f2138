import { createIcon } from './Icon.tsx';

/** One person: an account, a booker. */
export const UserIcon = createIcon({ name: 'UserIcon', paths: <><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></> });
