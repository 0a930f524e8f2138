// Self-hosted fonts (no CDN): IBM Plex Sans Arabic carries Arabic and Latin glyphs.
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import './global.css.ts';
export { vars, tokens } from './contract.css.ts';
export { applyTheme, followSystemTheme, isTheme, readStoredTheme, resolveTheme, themeBootScript } from './theme.ts';
