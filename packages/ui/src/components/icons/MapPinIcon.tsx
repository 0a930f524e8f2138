import { createIcon } from './Icon.tsx';

/** A map pin: a place, an address. */
export const MapPinIcon = createIcon({ name: 'MapPinIcon', paths: <><path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" /><circle cx="12" cy="9" r="2.5" /></> });
