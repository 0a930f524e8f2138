// Which stories each gallery page shows, read from Storybook's own index (`index.json`, written by
// `storybook dev` and `storybook build` alike) so a new screen story shows up without touching the gallery.

/** The part of an `index.json` entry the gallery reads. */
export interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

export interface StoryIndex {
  entries: Record<string, IndexEntry>;
}

/** One gallery page: the screen groups (`Screens/<Group>`, their sub-titles included) it shows. */
export interface GalleryGroup {
  name: string;
  groups: string[];
}

/**
 * The pages under `Gallery/` (one `.mdx` each). A screen group that no page claims is shown on
 * "Other screens", so a new folder under `screens/` is reviewed before anyone adds a page for it.
 */
const GALLERY_GROUPS: readonly GalleryGroup[] = [
  { name: 'Auth', groups: ['Auth'] },
  { name: 'Teams', groups: ['TeamsHome', 'Teams'] },
  { name: 'Calendars', groups: ['Calendars'] },
  { name: 'Booking', groups: ['Booking'] },
  { name: 'Pay', groups: ['Pay'] },
  { name: 'Bookings', groups: ['Bookings'] },
  { name: 'Customers', groups: ['Customers'] },
  { name: 'Billing', groups: ['Billing'] },
  { name: 'Account', groups: ['Account'] },
  { name: 'Event types', groups: ['EventTypes'] },
  { name: 'Payments', groups: ['Payments'] },
];

const OTHER_SCREENS = 'Other screens';
const SCREENS = 'Screens';

/** `Screens/Billing/Containers/ChangePlan` → `Billing`; a title outside `Screens/` → undefined. */
export function screenGroupOf(title: string): string | undefined {
  const [root, group] = title.split('/');
  return root === SCREENS && group ? group : undefined;
}

/** The screen groups a gallery page shows; "Other screens" takes every group no other page names. */
export function groupsForPage(page: string, index: StoryIndex, pages: readonly GalleryGroup[] = GALLERY_GROUPS): string[] {
  const named = pages.find((p) => p.name === page);
  if (named) return named.groups;
  if (page !== OTHER_SCREENS) return [];
  const claimed = new Set(pages.flatMap((p) => p.groups));
  const all = new Set<string>();
  for (const entry of Object.values(index.entries)) {
    const group = screenGroupOf(entry.title);
    if (group && !claimed.has(group)) all.add(group);
  }
  return [...all];
}

export interface GallerySection {
  /** The component title, e.g. `Screens/Billing/ChangePlan`. */
  title: string;
  stories: IndexEntry[];
}

/**
 * Every story of the given screen groups, by component title in index order (Storybook's sidebar order),
 * groups in the order given. Docs entries (autodocs pages) are not screens and are left out.
 */
export function gallerySections(index: StoryIndex, groups: readonly string[]): GallerySection[] {
  const sections = new Map<string, GallerySection>();
  for (const group of groups) {
    for (const entry of Object.values(index.entries)) {
      if (entry.type !== 'story' || screenGroupOf(entry.title) !== group) continue;
      const section = sections.get(entry.title) ?? { title: entry.title, stories: [] };
      section.stories.push(entry);
      sections.set(entry.title, section);
    }
  }
  return [...sections.values()];
}
