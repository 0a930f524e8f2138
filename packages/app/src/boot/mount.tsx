import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders the app's (or the public pages') root into index.html's #root, logging errors React catches. */
export function mountRoot(app: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root, {
    onUncaughtError: (error, info) => console.error('Uncaught error', error, info.componentStack),
    onCaughtError: (error) => console.error('Mount error', error),
  }).render(<StrictMode>{app}</StrictMode>);
}
