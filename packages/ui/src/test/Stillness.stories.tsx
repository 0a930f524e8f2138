import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from '../components/CopyButton/CopyButton.tsx';
import { Select } from '../components/Select/Select.tsx';
import { containing, storyTr } from '../i18n/stories.ts';
import { MOTION_OFF_ATTR, OVERLAY_OPEN, bringToRest, overlayProblem } from './stillness.ts';

/**
 * Proves the screenshot's rest step (src/test/stillness.ts) on what once made the visual baselines depend on
 * the machine's speed (issue 34): a Select closed while its opening animation still ran stayed on the page for
 * good once the screenshot's style cancelled that animation; "Copied" on its 4 s timer; an overlay left open
 * without saying so. Nothing here is product UI; no screenshot is taken.
 */
function Demo() {
  const { t } = useTranslation();
  const items = [
    { id: 'owner', label: t('demo.owner') },
    { id: 'assistant', label: t('demo.assistant') },
  ];
  return (
    <>
      {/* The opening animation lasts ten minutes: whatever the machine, the choice below lands mid-animation. */}
      <style>{'[data-entering] { animation-duration: 600s !important; }'}</style>
      <Select label={t('demo.role')} items={items} />
      <CopyButton text="SA0380000000608010167519" what="IBAN" onCopy={() => undefined} />
    </>
  );
}

const meta = {
  title: 'Internal/Screenshot stillness',
  tags: ['!autodocs'],
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const ClosedMidAnimationLeavesBeforeTheScreenshot: Story = {
  play: async ({ canvasElement }) => {
    // Story tests run with motion off; this one is about motion, so it turns it back on.
    document.querySelector(`style[${MOTION_OFF_ATTR}]`)?.remove();
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: containing(t('demo.role')) }));
    const listbox = await body().findByRole('listbox');
    await expect(listbox.closest('[data-entering]')).not.toBeNull();
    // Open, and the story would have to say so.
    await expect(overlayProblem([])).toMatch(/^The story ends with an overlay open \(<div[^)]*data-trigger="Select"/);
    await expect(overlayProblem([OVERLAY_OPEN])).toBeNull();

    await userEvent.click(within(listbox).getByRole('option', { name: t('demo.assistant') }));
    // react-aria keeps the popover, exiting, until the running animation finishes: here, in ten minutes.
    await expect(listbox.closest('[data-exiting]')).not.toBeNull();
    await expect(body().getByRole('listbox')).toBeInTheDocument();

    await bringToRest();
    await expect(body().queryByRole('listbox')).not.toBeInTheDocument();
    await expect(document.querySelector('[data-entering], [data-exiting]')).toBeNull();
    await expect(c.getByRole('button', { name: containing(t('demo.role')) })).toHaveTextContent(t('demo.assistant'));
    await expect(overlayProblem([])).toBeNull();
    await expect(overlayProblem([OVERLAY_OPEN])).toMatch(/tagged 'overlay-open' but ends with no overlay open/);
  },
};

export const TimedLabelIsGoneBeforeTheScreenshot: Story = {
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: t('payments.copy.copyOf', { what: 'IBAN' }) }));
    const status = c.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(t('payments.copy.copied')));
    await expect(status).toHaveAttribute('data-transient');

    await bringToRest();
    await expect(status).toHaveTextContent('');
    await expect(status).not.toHaveAttribute('data-transient');
  },
};
