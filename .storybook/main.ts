import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  // The designers' review gallery (docs pages, not story tests) comes after the stories in the sidebar.
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', './gallery/*.mdx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', '@chromatic-com/storybook'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../packages/ui/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(cfg) {
    cfg.plugins = [...(cfg.plugins ?? []), vanillaExtractPlugin()];
    return cfg;
  },
};
export default config;
