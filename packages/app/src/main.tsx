import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@waqt/ui/theme';
import { App } from './App.tsx';
import { readPageConfig } from './boot/config.ts';

const config = readPageConfig();
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root, {
  onUncaughtError: (error, info) => console.error('Uncaught error', error, info.componentStack),
  onCaughtError: (error) => console.error('Mount error', error),
}).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
