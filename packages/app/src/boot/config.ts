/** Runtime config injected into index.html by the server (vite.config.ts pageConfig). */
export interface PageConfig {
  apiUrl: string;
  env: 'development' | 'test' | 'production' | string;
  posthogKey: string;
  posthogHost: string;
  posthogUiHost: string;
  version: string;
}

declare global {
  interface Window {
    __WAQT_CONFIG__?: Partial<PageConfig>;
  }
}

export function readPageConfig(w: Pick<Window, '__WAQT_CONFIG__'> = window): PageConfig {
  const c = w.__WAQT_CONFIG__ ?? {};
  return {
    apiUrl: (c.apiUrl ?? '').replace(/\/$/, ''),
    env: c.env ?? 'production',
    posthogKey: c.posthogKey ?? '',
    posthogHost: c.posthogHost ?? '',
    posthogUiHost: c.posthogUiHost ?? '',
    version: c.version ?? 'dev',
  };
}
