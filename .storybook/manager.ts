// The design review view (issue 22, item 7). The toolbar's "Review" menu (a global declared in preview.tsx)
// puts the selected story in all four variants — English/Arabic × light/dark — side by side, at a phone or a
// desktop width, over the canvas. It lives in the manager rather than in a preview decorator: a decorator
// would replace the story under its own play function, which then fails; here the canvas keeps running the
// story as usual underneath, and each variant is a separate preview iframe with its own `dir`, theme and MSW.
// No JSX: the manager bundle uses esbuild's classic transform with React from Storybook's globals.
import { createElement as h, useEffect, useState, type ReactNode } from 'react';
import { addons, types, useChannel, useGlobals, useStorybookApi, useStorybookState } from 'storybook/manager-api';
import { STORY_RENDER_PHASE_CHANGED } from 'storybook/internal/core-events';
import { VariantFrames, setPlayQueueHeld } from './gallery/VariantFrames.ts';
import { DEVICES, isReviewDevice } from './gallery/variants.ts';

const ADDON_ID = 'waqt/review';

/** Phases after which the canvas story no longer moves focus around (its play function is over). */
const SETTLED_PHASES = new Set(['played', 'completing', 'completed', 'afterEach', 'finished', 'errored', 'aborted']);

/**
 * True while the canvas renders or plays its story: the review frames' play functions wait, or they would
 * steal its focus (and it theirs). Busy from the start, as the canvas loads with the manager; never for
 * more than 15 s, in case a phase event was missed.
 */
function useCanvasBusy(): boolean {
  const [busy, setBusy] = useState(true);
  useChannel({
    [STORY_RENDER_PHASE_CHANGED]: ({ newPhase }: { newPhase: string }) => setBusy(!SETTLED_PHASES.has(newPhase)),
  });
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setBusy(false), 15_000);
    return () => clearTimeout(timer);
  }, [busy]);
  return busy;
}

function ReviewWrapper({ children }: { children?: ReactNode }) {
  const [globals] = useGlobals();
  const { storyId, viewMode } = useStorybookState();
  const api = useStorybookApi();
  const canvasBusy = useCanvasBusy();
  useEffect(() => setPlayQueueHeld(canvasBusy), [canvasBusy]);
  const device = globals['review'];
  const entry = storyId ? api.getData(storyId) : undefined;
  const reviewing = isReviewDevice(device) && viewMode === 'story' && entry?.type === 'story';
  const label = entry ? `${entry.title} — ${entry.name}` : '';
  // The same element tree with the review on or off: the canvas iframe must not remount (reload) on a toggle.
  return h(
    'div',
    { style: { position: 'relative', inlineSize: '100%', blockSize: '100%' } },
    children,
    reviewing
      ? h(
          'section',
          {
            'aria-label': 'Review: four variants',
            'data-review-overlay': '',
            style: { position: 'absolute', inset: 0, overflow: 'auto', padding: 16, background: '#eef0f2', zIndex: 1 },
          },
          h(
            'p',
            { style: { margin: '0 0 12px', font: '13px/1.4 system-ui, sans-serif', color: '#2e3438' } },
            h('strong', null, label),
            ` · ${DEVICES[device].label} · the canvas is underneath: Review → Off in the toolbar.`,
          ),
          h(VariantFrames, {
            key: `${storyId}-${device}`,
            storyId,
            storyLabel: label,
            device,
            hasPlay: entry.tags?.includes('play-fn') ?? true,
          }),
        )
      : null,
  );
}

addons.register(ADDON_ID, () => {
  addons.add(`${ADDON_ID}/wrapper`, {
    type: types.PREVIEW,
    render: ReviewWrapper,
  });
});
