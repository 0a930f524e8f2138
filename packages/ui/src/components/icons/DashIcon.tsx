import { createIcon } from './Icon.tsx';

/** A short dash: none, not verified. */
export const DashIcon = createIcon({ name: 'DashIcon', paths: <path d="M7 12h10" /> });
