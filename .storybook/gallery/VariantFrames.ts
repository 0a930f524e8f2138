// One story in the four review variants, side by side: four preview iframes at a real device width, scaled
// down to fit. Written with `createElement` rather than JSX because the Storybook manager bundles it too,
// with esbuild's classic JSX transform and React taken from Storybook's globals. Inline styles for the same
// reason (no vanilla-extract there); the frame chrome is fixed LTR English tooling, only the frames' own
// documents switch direction.
import { createElement as h, useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { FRAME_ATTRIBUTE } from './frameAttribute.ts';
import { DEVICES, VARIANTS, fitScale, variantSrc, variantStoryHref, type ReviewDevice, type Variant } from './variants.ts';

/** Dispatched on a frame's element when the story in it has finished rendering and playing. */
export const FRAME_FINISHED = 'review-frame-finished';

/**
 * The document of a review frame: a bare shell around the story's preview iframe. Each preview runs a whole
 * Storybook, whose channel posts its events (story rendered, globals…) to `window.parent`; from a frame
 * placed directly in a preview (the gallery pages) they would reach that preview's channel, which would
 * act on them as its own, and the manager warns about them. The shell is that parent instead: nobody
 * listens there but its one script, which tells the frame's element when the story has finished (after
 * its play function). `srcdoc` documents share the embedding page's origin and base URL, so the relative
 * preview URL and MSW's service worker work as in the canvas.
 */
/** The preview channel events (as posted, telejson text) that end a story's render, after its play function. */
export const FINISHED_MESSAGE = /"type":"(storyFinished|storyMissing|storyErrored)"/;

export function frameShell(src: string): string {
  const url = src.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return (
    '<!doctype html><html><head><style>html,body{margin:0;block-size:100%;overflow:hidden}' +
    'iframe{border:0;inline-size:100%;block-size:100%;display:block}</style></head><body>' +
    `<iframe src="${url}" title="Story"></iframe><script>` +
    'addEventListener("message",function(e){' +
    `if(typeof e.data==="string"&&${String(FINISHED_MESSAGE)}.test(e.data)&&frameElement)` +
    `frameElement.dispatchEvent(new Event("${FRAME_FINISHED}"))});</script></body></html>`
  );
}

/**
 * Play functions type and click through `document.activeElement`; two of them running at once in sibling
 * frames steal focus from each other and both fail. So frames whose story has a play function (Storybook
 * tags it `play-fn`) load one at a time, each after the previous one finished (or after PLAY_TIMEOUT);
 * frames without one load at once. `setPlayQueueHeld` pauses the queue while the canvas itself plays.
 */
const PLAY_TIMEOUT = 20_000;
interface PlayJob {
  start: () => void;
}
const waiting: PlayJob[] = [];
let active: PlayJob | null = null;
let held = false;

function pump(): void {
  if (active || held) return;
  const next = waiting.shift();
  if (!next) return;
  active = next;
  next.start();
}

/** Queues a frame's load; the answer releases its turn (finished, timed out or unmounted). */
function enqueuePlay(start: () => void): () => void {
  const job: PlayJob = { start };
  waiting.push(job);
  pump();
  return () => {
    const at = waiting.indexOf(job);
    if (at >= 0) waiting.splice(at, 1);
    if (active === job) {
      active = null;
      pump();
    }
  };
}

export function setPlayQueueHeld(value: boolean): void {
  held = value;
  pump();
}

/** The width of an element, kept up to date. */
function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
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

/** The nearest ancestor that scrolls vertically, or null when the document does. */
function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if ((overflowY === 'auto' || overflowY === 'scroll') && p.scrollHeight > p.clientHeight) return p;
  }
  return null;
}

interface ReviewFrameProps {
  storyId: string;
  variant: Variant;
  device: ReviewDevice;
  scale: number;
  title: string;
  lazy: boolean;
  hasPlay: boolean;
  play: boolean;
  base: string;
}

/** One variant's iframe: loaded when near the viewport (if lazy), in its turn (if the story plays). */
function ReviewFrame({ storyId, variant, device, scale, title, lazy, hasPlay, play, base }: ReviewFrameProps): ReactNode {
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(!lazy);
  const [loaded, setLoaded] = useState(false);
  const { width, height } = DEVICES[device];
  const src = variantSrc(storyId, variant, base, { play });
  const queued = hasPlay && play;

  // Lazy frames join the play queue only once scrolled near, so the queue follows the reader. The margin
  // counts from this document's scrolling box: the implicit root is the top window's viewport, which the
  // preview iframe clips, so frames just below the fold would wait until actually visible.
  useEffect(() => {
    const box = boxRef.current;
    if (near || !box) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { root: scrollParent(box) ?? box.ownerDocument, rootMargin: '800px 0px' });
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near) return;
    if (!queued) {
      setLoaded(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFinished = () => release();
    const release = enqueuePlay(() => {
      setLoaded(true);
      timer = setTimeout(() => release(), PLAY_TIMEOUT);
    });
    const frame = frameRef.current;
    frame?.addEventListener(FRAME_FINISHED, onFinished);
    return () => {
      clearTimeout(timer);
      frame?.removeEventListener(FRAME_FINISHED, onFinished);
      release();
    };
  }, [near, queued, src]);

  return h(
    'div',
    { ref: boxRef, style: styles.viewport(width, height, scale) },
    h('iframe', {
      ref: frameRef,
      [FRAME_ATTRIBUTE]: variant.id,
      title,
      // Empty until its turn: the element exists from the start, so the finished event has a target.
      srcDoc: loaded ? frameShell(src) : '<!doctype html><title>Waiting</title>',
      loading: lazy ? 'lazy' : 'eager',
      width,
      height,
      style: styles.frame(width, height, scale),
    }),
  );
}

export interface VariantFramesProps {
  storyId: string;
  /** What the frames show, for their titles (e.g. "Screens/Auth — Login"). */
  storyLabel: string;
  device: ReviewDevice;
  /** The story has a play function (index tag `play-fn`): its frames load one at a time. */
  hasPlay?: boolean;
  /** Run play functions (default); without them every frame loads at once and shows the first render. */
  play?: boolean;
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
  hasPlay = true,
  play = true,
  columns,
  lazy = false,
  base = 'iframe.html',
  managerBase = './',
  linkTarget = '_top',
  variants = VARIANTS,
}: VariantFramesProps): ReactNode {
  const [gridRef, gridWidth] = useWidth<HTMLDivElement>();
  const cols = columns ?? (device === 'phone' ? 4 : 2);
  // 2 px for the viewport's border.
  const scale = fitScale((gridWidth - GAP * (cols - 1)) / cols - 2, DEVICES[device].width);
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
          h('a', { href: variantStoryHref(storyId, variant, managerBase), target: linkTarget, style: styles.link }, 'Open'),
        ),
        // Measured first: a frame loads once, at its final size.
        gridWidth > 0
          ? h(ReviewFrame, {
              storyId,
              variant,
              device,
              scale,
              title: `${storyLabel} — ${variant.label}, ${DEVICES[device].label}`,
              lazy,
              hasPlay,
              play,
              base,
            })
          : null,
      ),
    ),
  );
}
