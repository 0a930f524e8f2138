import { createIcon } from './Icon.tsx';

/** Three dots: more actions. */
export const MoreIcon = createIcon({ name: 'MoreIcon', filled: true, paths: <><circle cx="5" cy="12" r="2" /><circle cx="12" cy="12" r="2" /><circle cx="19" cy="12" r="2" /></> });
