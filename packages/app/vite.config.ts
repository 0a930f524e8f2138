import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { DEV_API_PORT, DEV_APP_PORT } from '@waqt/contracts';
import { themeBootScript } from '@waqt/ui/theme-boot';
import { localeBootScript } from './src/boot/locale-boot.ts';

// API_PORT / APP_PORT move both servers (two checkouts side by side); see docs/running.md.
const apiOrigin = process.env.WAQT_API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT || DEV_API_PORT}`;
const appPort = Number(process.env.APP_PORT) || DEV_APP_PORT;
const version = process.env.WAQT_VERSION ?? new Date().toISOString();

/** Page config injected into index.html (SPEC §7: the app reads its base URL from injected config). */
function pageConfig(): Plugin {
  const config = {
    apiUrl: process.env.VITE_API_URL ?? '',
    env: process.env.VITE_APP_ENV ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development'),
    posthogKey: process.env.VITE_POSTHOG_KEY ?? '',
    posthogHost: process.env.VITE_POSTHOG_HOST ?? '',
    posthogUiHost: process.env.VITE_POSTHOG_UI_HOST ?? '',
    version,
  };
  return {
    name: 'waqt-page-config',
    transformIndexHtml(html) {
      // Theme and locale are applied before React renders: no flash of the wrong theme or direction.
      const boot = `<script>window.__WAQT_CONFIG__=${JSON.stringify(config)};${themeBootScript}${localeBootScript}</script>`;
      return html.replace('<!--waqt-boot-->', boot);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
    },
  };
}

const proxy = Object.fromEntries(['/trpc', '/health', '/hook', '/dev', '/auth/google'].map((p) => [p, { target: apiOrigin, changeOrigin: false }]));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), pageConfig()],
  server: { host: '127.0.0.1', port: appPort, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: appPort, strictPort: true, proxy },
  build: { target: 'es2022', sourcemap: true },
});
