import { createIcon } from './Icon.tsx';

/** An arrow into a tray: download, export. */
export const DownloadIcon = createIcon({ name: 'DownloadIcon', paths: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" /> });
