// A gallery page (`Gallery/<Group>`, one .mdx each): every screen story of a group in the four review
// variants, read from Storybook's index so new stories appear by themselves. Frames load lazily as the page
// scrolls. Designer tooling, in English like the rest of Storybook's chrome (not product UI: no i18n).
import { useEffect, useId, useMemo, useState, type CSSProperties } from 'react';
import { gallerySections, groupsForPage, type StoryIndex } from './storyIndex.ts';
import { VariantFrames } from './VariantFrames.ts';
import { DEVICES, type ReviewDevice } from './variants.ts';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; index: StoryIndex };

/** `index.json` sits beside `iframe.html` in `storybook dev` and in a static build. */
async function fetchIndex(signal: AbortSignal): Promise<StoryIndex> {
  const res = await fetch('index.json', { signal });
  if (!res.ok) throw new Error(`index.json answered ${res.status}`);
  return (await res.json()) as StoryIndex;
}

const text: CSSProperties = { font: '14px/1.5 system-ui, sans-serif', color: '#2e3438' };
const styles = {
  root: { ...text, display: 'grid', gap: 24 } satisfies CSSProperties,
  controls: { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' } satisfies CSSProperties,
  section: { display: 'grid', gap: 16 } satisfies CSSProperties,
  h2: { font: '600 20px/1.3 system-ui, sans-serif', margin: 0, paddingBlockStart: 16, borderBlockStart: '1px solid #d5d9dd' } satisfies CSSProperties,
  h3: { font: '600 15px/1.3 system-ui, sans-serif', margin: 0 } satisfies CSSProperties,
  story: { display: 'grid', gap: 8 } satisfies CSSProperties,
};

interface ScreenGalleryProps {
  /** A page of `GALLERY_GROUPS`, or "Other screens". */
  page: string;
}

/**
 * The page itself, rendered by each `Gallery/*.mdx`.
 * @public (knip reads MDX only in a workspace that depends on @storybook/addon-docs, and these pages are the root's)
 */
export function ScreenGallery({ page }: ScreenGalleryProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [device, setDevice] = useState<ReviewDevice>('phone');
  const [only, setOnly] = useState('');
  const [play, setPlay] = useState(true);
  const ids = useId();

  useEffect(() => {
    const ctrl = new AbortController();
    fetchIndex(ctrl.signal).then(
      (index) => setLoad({ state: 'ready', index }),
      (err: unknown) => {
        if (!ctrl.signal.aborted) setLoad({ state: 'failed', message: err instanceof Error ? err.message : String(err) });
      },
    );
    return () => ctrl.abort();
  }, []);

  const sections = useMemo(
    () => (load.state === 'ready' ? gallerySections(load.index, groupsForPage(page, load.index)) : []),
    [load, page],
  );
  const shown = only ? sections.filter((s) => s.title === only) : sections;
  const count = shown.reduce((n, s) => n + s.stories.length, 0);

  return (
    <div dir="ltr" style={styles.root} data-gallery-page={page}>
      {/* The gallery needs the whole width; Storybook's docs column is 1000 px. Only while this page shows. */}
      <style>{'.sbdocs-content { max-width: none !important; }'}</style>
      <div style={styles.controls}>
        <div role="radiogroup" aria-labelledby={`${ids}-width`} style={styles.controls}>
          <span id={`${ids}-width`} style={{ fontWeight: 600 }}>
            Width
          </span>
          {(Object.keys(DEVICES) as ReviewDevice[]).map((d) => (
            <label key={d} style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
              <input type="radio" name={`${ids}-device`} value={d} checked={device === d} onChange={() => setDevice(d)} />
              {DEVICES[d].label}
            </label>
          ))}
        </div>
        <label style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <input type="checkbox" checked={play} onChange={(e) => setPlay(e.target.checked)} />
          Run play functions (frames load one at a time; off: first render, all at once)
        </label>
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <span style={{ fontWeight: 600 }}>Show</span>
          <select value={only} onChange={(e) => setOnly(e.target.value)}>
            <option value="">Every screen ({sections.reduce((n, s) => n + s.stories.length, 0)} stories)</option>
            {sections.map((s) => (
              <option key={s.title} value={s.title}>
                {s.title} ({s.stories.length})
              </option>
            ))}
          </select>
        </label>
      </div>

      {load.state === 'loading' && <p role="status">Reading the story index…</p>}
      {load.state === 'failed' && <p role="alert">The story index could not be read: {load.message}</p>}
      {load.state === 'ready' && count === 0 && <p>No screen stories in this group yet.</p>}

      {shown.map((section, i) => (
        <section key={section.title} style={styles.section} aria-labelledby={`${ids}-s${i}`}>
          <h2 id={`${ids}-s${i}`} style={styles.h2}>
            {section.title}
          </h2>
          {section.stories.map((story) => (
            <article key={story.id} style={styles.story} data-gallery-story={story.id}>
              <h3 style={styles.h3}>{story.name}</h3>
              <VariantFrames
                storyId={story.id}
                storyLabel={`${section.title} — ${story.name}`}
                device={device}
                hasPlay={story.tags?.includes('play-fn') ?? true}
                play={play}
                lazy
              />
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
