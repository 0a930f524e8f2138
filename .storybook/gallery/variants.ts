// The designers' review views (issue 22, item 7): every screen in English and Arabic, light and dark, at a
// phone and a desktop width. Each variant is a separate preview iframe (`iframe.html?id=…&globals=…`), so
// it has its own document `dir`, theme and MSW mocks, exactly as the story renders on its own. This file has
// no dependencies: the Storybook manager (esbuild, React from Storybook's globals) and the preview (Vite)
// both import it.

type VariantId = 'en-light' | 'en-dark' | 'ar-light' | 'ar-dark';
export type ReviewDevice = 'phone' | 'desktop';

export interface Variant {
  id: VariantId;
  locale: 'en' | 'ar';
  theme: 'light' | 'dark';
  /** The review tool is for the design team and stays in English, like Storybook around it. */
  label: string;
}

export const VARIANTS: readonly Variant[] = [
  { id: 'en-light', locale: 'en', theme: 'light', label: 'English · light' },
  { id: 'en-dark', locale: 'en', theme: 'dark', label: 'English · dark' },
  { id: 'ar-light', locale: 'ar', theme: 'light', label: 'Arabic · light' },
  { id: 'ar-dark', locale: 'ar', theme: 'dark', label: 'Arabic · dark' },
];

/** CSS pixel viewports: an iPhone 14/15 and a common laptop. */
export const DEVICES: Readonly<Record<ReviewDevice, { width: number; height: number; label: string }>> = {
  phone: { width: 390, height: 844, label: 'Phone 390 px' },
  desktop: { width: 1280, height: 800, label: 'Desktop 1280 px' },
};

export function isReviewDevice(value: unknown): value is ReviewDevice {
  return value === 'phone' || value === 'desktop';
}

/**
 * Storybook's `globals` URL syntax (`key:value;key:value`). Each variant frame fixes locale and theme, and
 * switches off the a11y panel's automatic axe run: the story tests check every story with axe already,
 * and four (or hundreds of) frames running it at once only slow the review down.
 */
function variantGlobals(variant: Variant): string {
  return `locale:${variant.locale};theme:${variant.theme};a11y.manual:!true`;
}

/**
 * The preview document of one story in one variant. `base` is the preview page relative to the page that
 * embeds the frame (`iframe.html` from both the manager and the preview: they sit in the same folder, in
 * `storybook dev` and in a static build served from any path).
 */
export function variantSrc(storyId: string, variant: Variant, base = 'iframe.html', { play = true } = {}): string {
  // `embed=true` is Storybook's embedding mode, which renders the story without running its play function.
  const embed = play ? '' : '&embed=true';
  return `${base}?id=${encodeURIComponent(storyId)}&viewMode=story${embed}&globals=${variantGlobals(variant)}`;
}

/** The same story in the full Storybook UI (manager), opened in this variant. */
export function variantStoryHref(storyId: string, variant: Variant, base = './'): string {
  return `${base}?path=/story/${encodeURIComponent(storyId)}&globals=${variantGlobals(variant)}`;
}

/** The scale at which a `deviceWidth` viewport fits `available` pixels (never enlarged). */
export function fitScale(available: number, deviceWidth: number): number {
  if (!(available > 0) || !(deviceWidth > 0)) return 1;
  return Math.min(1, available / deviceWidth);
}
