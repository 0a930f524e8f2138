import { createIcon } from './Icon.tsx';

/** An hourglass: time ran out. */
export const HourglassIcon = createIcon({ name: 'HourglassIcon', paths: <path d="M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9" /> });
