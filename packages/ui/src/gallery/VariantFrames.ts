// One story in the four review variants, side by side: four preview iframes at a real device width, scaled
// down to fit. Written with `createElement` rather than JSX because the Storybook manager bundles it too,
// with esbuild's classic JSX transform and React taken from Storybook's globals. Inline styles for the same
// reason (no vanilla-extract there); the frame chrome is fixed LTR English tooling, only the frames' own
// documents switch direction.
import { createElement as h, useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { DEVICES, VARIANTS, fitScale, variantSrc, variantStoryHref, type ReviewDevice, type Variant } from './variants.ts';

/** Marks the frames, so the guard below and tests can find them. */
export const FRAME_ATTRIBUTE = 'data-review-frame';

let guarded = false;

/**
 * Each frame runs a whole Storybook preview, whose channel posts its events (story rendered, globals…) to
 * `window.parent` — the page holding the frames. The manager drops messages from iframes it did not create
 * (with a console warning); a preview (the gallery pages) would act on them as if they were its own. A
 * capture listener, which runs before Storybook's bubbling one, stops the frames' messages here.
 */
export function guardAgainstFrameMessages(win: Window = window): void {
  if (guarded) return;
  guarded = true;
  win.addEventListener(
    'message',
    (event) => {
      if (!event.source) return;
      for (const frame of win.document.querySelectorAll<HTMLIFrameElement>(`iframe[${FRAME_ATTRIBUTE}]`)) {
        if (frame.contentWindow === event.source) {
          event.stopImmediatePropagation();
          return;
        }
      }
    },
    true,
  );
}

/** The width of an element, kept up to date. */
export function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

const GAP = 16;

const styles = {
  grid: (columns: number): CSSProperties => ({
    display: 'grid',
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gap: GAP,
    alignItems: 'start',
  }),
  figure: { margin: 0, minWidth: 0 } satisfies CSSProperties,
  caption: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: 8,
    font: '600 12px/1.4 system-ui, sans-serif',
    color: '#2e3438',
    marginBlockEnd: 4,
  } satisfies CSSProperties,
  link: { color: '#0b5cad', fontWeight: 400 } satisfies CSSProperties,
  viewport: (width: number, height: number, scale: number): CSSProperties => ({
    position: 'relative',
    overflow: 'hidden',
    width: Math.floor(width * scale),
    height: Math.floor(height * scale),
    border: '1px solid #c9ced3',
    borderRadius: 6,
    background: '#fff',
  }),
  frame: (width: number, height: number, scale: number): CSSProperties => ({
    position: 'absolute',
    insetBlockStart: 0,
    insetInlineStart: 0,
    width,
    height,
    border: 0,
    transform: `scale(${scale})`,
    transformOrigin: '0 0', // the chrome is dir="ltr": the frame's start corner is its top left
  }),
};

export interface VariantFramesProps {
  storyId: string;
  /** What the frames show, for their titles (e.g. "Screens/Auth — Login"). */
  storyLabel: string;
  device: ReviewDevice;
  /** Four across for phones, two for desktops unless given. */
  columns?: number;
  /** Frames below the fold load when scrolled near (`loading="lazy"`); the side-by-side view loads at once. */
  lazy?: boolean;
  /** The preview page, relative to this page; `iframe.html` in the manager and in the preview. */
  base?: string;
  /** Where "open" links go: the Storybook UI, relative to this page. */
  managerBase?: string;
  /** Target of "open" links: `_top` from inside the preview, so the whole Storybook UI navigates. */
  linkTarget?: string;
  variants?: readonly Variant[];
}

export function VariantFrames({
  storyId,
  storyLabel,
  device,
  columns,
  lazy = false,
  base = 'iframe.html',
  managerBase = './',
  linkTarget = '_top',
  variants = VARIANTS,
}: VariantFramesProps): ReactNode {
  const [gridRef, gridWidth] = useWidth<HTMLDivElement>();
  useEffect(() => guardAgainstFrameMessages(), []);
  const { width, height } = DEVICES[device];
  const cols = columns ?? (device === 'phone' ? 4 : 2);
  // 2 px for the viewport's border.
  const scale = fitScale((gridWidth - GAP * (cols - 1)) / cols - 2, width);
  return h(
    'div',
    { ref: gridRef, dir: 'ltr', style: styles.grid(cols), 'data-review-story': storyId, 'data-review-device': device },
    variants.map((variant) =>
      h(
        'figure',
        { key: variant.id, style: styles.figure, 'data-variant': variant.id },
        h(
          'figcaption',
          { style: styles.caption },
          h('span', null, variant.label),
          h(
            'a',
            { href: variantStoryHref(storyId, variant, managerBase), target: linkTarget, style: styles.link },
            'Open',
          ),
        ),
        h(
          'div',
          { style: styles.viewport(width, height, scale) },
          gridWidth > 0
            ? h('iframe', {
                [FRAME_ATTRIBUTE]: variant.id,
                title: `${storyLabel} — ${variant.label}, ${DEVICES[device].label}`,
                src: variantSrc(storyId, variant, base),
                loading: lazy ? 'lazy' : 'eager',
                width,
                height,
                style: styles.frame(width, height, scale),
              })
            : null,
        ),
      ),
    ),
  );
}
