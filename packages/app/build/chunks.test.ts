import { describe, expect, it } from 'vitest';
import { assignChunks, type Chunk } from './chunks.ts';

const ROOT = '/app';
const m = (file: string) => `${ROOT}/${file}`;

/** A chunk of the bundler's own split (the build that learns), with `size` bytes per module. */
function chunk(fileName: string, o: { facade?: string; entry?: boolean; modules: string[]; imports?: string[]; dynamicImports?: string[]; size?: number }): Chunk {
  return {
    type: 'chunk',
    fileName,
    name: fileName,
    isEntry: o.entry ?? false,
    isDynamicEntry: o.facade !== undefined && !o.entry,
    facadeModuleId: o.facade ? m(o.facade) : null,
    moduleIds: o.modules.map(m),
    imports: o.imports ?? [],
    dynamicImports: o.dynamicImports ?? [],
    modules: Object.fromEntries(o.modules.map((id) => [m(id), { renderedLength: o.size ?? 100 }])),
  };
}

const PAGES = ['slug.js', 'event.js', 'confirmed.js'];
const chunks = [
  chunk('index.js', { facade: 'index.html', entry: true, modules: ['src/entry.ts', 'src/public/paths.ts'], dynamicImports: ['public-main.js', 'app-main.js'] }),
  chunk('public-main.js', { facade: 'src/public/main.tsx', modules: ['src/public/main.tsx', 'src/public/PublicApp.tsx'], imports: ['react.js', 'index.js'], dynamicImports: [...PAGES, 'later.js'] }),
  chunk('app-main.js', { facade: 'src/main.tsx', modules: ['src/main.tsx', 'src/routes.tsx', 'node_modules/react-router/index.js'], imports: ['react.js', 'session.js'], dynamicImports: [...PAGES, 'AppLayout.js', 'Dashboard.js', 'Settings.js'] }),
  chunk('react.js', { modules: ['node_modules/react/index.js', 'node_modules/react-dom/index.js'] }),
  chunk('later.js', { facade: 'src/public/later.ts', modules: ['src/public/later.ts'], imports: ['session.js'] }),
  chunk('session.js', { modules: ['src/boot/session.ts'] }),
  chunk('slug.js', { facade: 'src/pages/PublicPage.tsx', modules: ['src/pages/PublicPage.tsx', 'ui/PublicPages.tsx'], imports: ['press.js', 'lazy.js'] }),
  chunk('event.js', { facade: 'src/pages/EventTypeBookingPage.tsx', modules: ['src/pages/EventTypeBookingPage.tsx', 'ui/BookingFlow.tsx'], imports: ['press.js', 'calendar.js', 'lazy.js', 'event-confirmed.js', 'button.js'] }),
  chunk('confirmed.js', { facade: 'src/pages/BookingConfirmedPage.tsx', modules: ['src/pages/BookingConfirmedPage.tsx', 'ui/BookingConfirmed.tsx'], imports: ['press.js', 'lazy.js', 'mutation.js', 'event-confirmed.js', 'button.js', 'dates.js'] }),
  chunk('event-confirmed.js', { modules: ['ui/format.ts'] }),
  chunk('lazy.js', { modules: ['ui/lazy.tsx'] }),
  chunk('press.js', { modules: ['node_modules/react-aria/usePress.mjs'] }),
  chunk('calendar.js', { modules: ['node_modules/react-aria-components/Calendar.mjs'], size: 20_000 }),
  chunk('mutation.js', { modules: ['node_modules/@tanstack/react-query/useMutation.js'] }),
  chunk('button.js', { modules: ['node_modules/react-aria/useButton.mjs'] }),
  chunk('dates.js', { modules: ['node_modules/@internationalized/date/index.mjs'], size: 20_000 }),
  chunk('AppLayout.js', { facade: 'src/layouts/AppLayout.tsx', modules: ['src/layouts/AppLayout.tsx'], imports: ['press.js'] }),
  chunk('Dashboard.js', { facade: 'src/pages/DashboardPage.tsx', modules: ['src/pages/DashboardPage.tsx'], imports: ['calendar.js', 'mutation.js', 'dates.js'] }),
  chunk('Settings.js', { facade: 'src/pages/SettingsPage.tsx', modules: ['src/pages/SettingsPage.tsx'], imports: ['mutation.js', 'button.js'] }),
];

describe('assignChunks', () => {
  const assigned = assignChunks(chunks, ROOT);
  const of = (id: string) => assigned.get(m(id));

  it('puts what both boots load in core, what one loads in its bundle', () => {
    expect(of('node_modules/react/index.js')).toBe('core');
    expect(of('node_modules/react-dom/index.js')).toBe('core');
    expect(of('src/public/PublicApp.tsx')).toBe('public');
    expect(of('src/public/main.tsx')).toBe('public');
    expect(of('src/routes.tsx')).toBe('app');
    expect(of('node_modules/react-router/index.js')).toBe('app');
  });

  it('leaves the entry, the pages’ own modules and what the public bundle loads later (with the app) to the bundler', () => {
    expect(of('src/entry.ts')).toBeUndefined();
    expect(of('src/pages/EventTypeBookingPage.tsx')).toBeUndefined();
    // The app's boot loads it, the public bundle's lazy part too: in `app` it would bring react-router.
    expect(of('src/boot/session.ts')).toBeUndefined();
  });

  it('groups the public pages’ modules by who else loads them', () => {
    // Only public pages: by the set of them; all three: with the public bundle.
    expect(of('ui/PublicPages.tsx')).toBe('pages-slug');
    expect(of('ui/BookingFlow.tsx')).toBe('pages-eventType');
    expect(of('ui/format.ts')).toBe('pages-eventType-confirmed');
    expect(of('ui/lazy.tsx')).toBe('public');
    // The app's shell too: every signed-in page loads it anyway.
    expect(of('node_modules/react-aria/usePress.mjs')).toBe('public-shell');
    // Some of the app's pages: a chunk per set of them and of the public pages when big enough (the same
    // app pages with another public page: another chunk, so no page loads another's code)…
    expect(of('node_modules/react-aria-components/Calendar.mjs')).toMatch(/^shared-[0-9a-f]{8}$/);
    expect(of('node_modules/@internationalized/date/index.mjs')).toMatch(/^shared-[0-9a-f]{8}$/);
    expect(of('node_modules/@internationalized/date/index.mjs')).not.toBe(of('node_modules/react-aria-components/Calendar.mjs'));
    // …else the small ones together: a public page's own in its chunk, what several share in `common` (so
    // the confirmation loads none of the booking page's own code).
    expect(of('node_modules/@tanstack/react-query/useMutation.js')).toBe('shared-small-confirmed');
    expect(of('node_modules/react-aria/useButton.mjs')).toBe('shared-small-common');
  });
});
