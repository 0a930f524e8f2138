import { createIcon } from './Icon.tsx';

/** A telephone handset: a phone call, a number to call. */
export const PhoneIcon = createIcon({
  name: 'PhoneIcon',
  paths: <path d="M20 16.5v2.6a1.8 1.8 0 0 1-2 1.8A16.6 16.6 0 0 1 3.1 6a1.8 1.8 0 0 1 1.8-2h2.6a1.8 1.8 0 0 1 1.8 1.5c.1 .9.4 1.7.7 2.5a1.8 1.8 0 0 1-.4 1.9l-1.1 1.1a14 14 0 0 0 5.3 5.3l1.1-1.1a1.8 1.8 0 0 1 1.9-.4c.8.3 1.6.6 2.5.7a1.8 1.8 0 0 1 1.5 1.8z" />,
});
