// The design review view (issue 22, item 7). The toolbar's "Review" menu (a global declared in preview.tsx)
// puts the selected story in all four variants — English/Arabic × light/dark — side by side, at a phone or a
// desktop width, over the canvas. It lives in the manager rather than in a preview decorator: a decorator
// would replace the story under its own play function, which then fails; here the canvas keeps running the
// story as usual underneath, and each variant is a separate preview iframe with its own `dir`, theme and MSW.
// No JSX: the manager bundle uses esbuild's classic transform with React from Storybook's globals.
import { createElement as h, type ReactNode } from 'react';
import { addons, types, useGlobals, useStorybookApi, useStorybookState } from 'storybook/manager-api';
import { VariantFrames } from '../packages/ui/src/gallery/VariantFrames.ts';
import { DEVICES, isReviewDevice } from '../packages/ui/src/gallery/variants.ts';

const ADDON_ID = 'waqt/review';

function ReviewWrapper({ children }: { children?: ReactNode }) {
  const [globals] = useGlobals();
  const { storyId, viewMode } = useStorybookState();
  const api = useStorybookApi();
  const device = globals['review'];
  const entry = storyId ? api.getData(storyId) : undefined;
  if (!isReviewDevice(device) || viewMode !== 'story' || !entry || entry.type !== 'story') return children;
  const label = `${entry.title} — ${entry.name}`;
  return h(
    'div',
    { style: { position: 'relative', inlineSize: '100%', blockSize: '100%' } },
    children,
    h(
      'section',
      {
        'aria-label': 'Review: four variants',
        'data-review-overlay': '',
        style: {
          position: 'absolute',
          inset: 0,
          overflow: 'auto',
          padding: 16,
          background: '#eef0f2',
          zIndex: 1,
        },
      },
      h(
        'p',
        { style: { margin: '0 0 12px', font: '13px/1.4 system-ui, sans-serif', color: '#2e3438' } },
        h('strong', null, label),
        ` · ${DEVICES[device].label} · the canvas is underneath: Review → Off in the toolbar.`,
      ),
      h(VariantFrames, { key: `${storyId}-${device}`, storyId, storyLabel: label, device }),
    ),
  );
}

addons.register(ADDON_ID, () => {
  addons.add(`${ADDON_ID}/wrapper`, {
    type: types.PREVIEW,
    render: ReviewWrapper,
  });
});
