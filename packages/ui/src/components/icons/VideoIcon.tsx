import { createIcon } from './Icon.tsx';

/** A video camera: an online meeting. */
export const VideoIcon = createIcon({ name: 'VideoIcon', paths: <><rect x="3" y="6" width="12" height="12" rx="2" /><path d="M15 10.5l6-3.5v10l-6-3.5" /></> });
