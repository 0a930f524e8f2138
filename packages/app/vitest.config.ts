import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// vanilla-extract: src/public/paths.test.ts reads the route table, whose layouts import ui's styles.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: { include: ['src/**/*.test.ts', 'build/**/*.test.ts'], environment: 'node' },
});
