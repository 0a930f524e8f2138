/**
 * Inline script: sets <html lang dir> from the URL prefix before React renders, so an Arabic
 * page never paints left-to-right first. Mirrors the route rules in locale.ts.
 */
export const localeBootScript = `(function(){var m=/^\\/(en|ar)(\\/|$)/.exec(location.pathname);if(m){var h=document.documentElement;h.lang=m[1];h.dir=m[1]==='ar'?'rtl':'ltr'}})();`;
