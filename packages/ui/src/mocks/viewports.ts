// Story viewports (stories and their play functions only; not exported from the package).

/** A 390 px phone: pass `parameters` (merged with a story's own) and `globals` to a story. */
export const phoneViewport = {
  parameters: { viewport: { options: { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' as const } } } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The narrowest phones still in use (320 px, e.g. an iPhone SE of the first generation). */
export const smallPhoneViewport = {
  parameters: { viewport: { options: { smallPhone: { name: 'Small phone (320 px)', styles: { width: '320px', height: '640px' }, type: 'mobile' as const } } } },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
};

/** A 1280 px desktop, the width most of the dashboard's users work at. */
export const desktopViewport = {
  parameters: { viewport: { options: { desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' as const } } } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
