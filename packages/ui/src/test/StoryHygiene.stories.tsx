import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * Proves the story hygiene check bites (src/test/stories.setup.ts): this story does both things a story may
 * not — React warns about a <div> inside a <p>, and a request reaches MSW with no handler for it — and its
 * test passes only if the check caught both. Nothing here is product UI.
 */
const meta = {
  title: 'Internal/Story hygiene canary',
  // HYGIENE_CANARY in storyHygiene.ts; Storybook's indexer reads tags as literals only.
  tags: ['hygiene-canary', '!autodocs'],
  render: () => (
    <p data-testid="canary">
      <div />
    </p>
  ),
} satisfies Meta;
export default meta;

export const LogsAReactWarningAndAnUnhandledRequest: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('canary')).toBeInTheDocument();
    // No story mocks this procedure; MSW warns before passing the request on (the dev server answers 404).
    const response = await fetch('/trpc/hygiene.canary').catch(() => null);
    await expect(response?.ok ?? false).toBe(false);
  },
};
