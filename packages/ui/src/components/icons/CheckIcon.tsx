import { createIcon } from './Icon.tsx';

/** A check mark: done, selected, verified. */
export const CheckIcon = createIcon({ name: 'CheckIcon', paths: <path d="M5 12l5 5 9-10" /> });
