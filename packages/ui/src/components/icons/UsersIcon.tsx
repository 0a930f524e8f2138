import { createIcon } from './Icon.tsx';

/** Two people: customers, members. */
export const UsersIcon = createIcon({ name: 'UsersIcon', paths: <><circle cx="9" cy="8" r="4" /><path d="M2 21c0-4 3-6 7-6s7 2 7 6M16 4a4 4 0 010 8M22 21c0-3-2-5-4.5-5.7" /></> });
