import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** Light: warm sand canvas, deep teal accent (calm, professional, legible for Arabic script). */
/** The light theme's values: the theme itself, and what printing uses in either theme (Invoice.css.ts). */
export const lightTheme = {
  color: {
    bg: { canvas: '#f7f6f3', surface: '#ffffff', raised: '#ffffff', sunken: '#efede8', overlay: 'rgba(17, 24, 28, 0.45)' },
    text: { primary: '#15202b', secondary: '#3d4a55', muted: '#5c6873', inverse: '#ffffff', link: '#0b6b63', critical: '#b42318', positive: '#1d6b3a', caution: '#8a5300' },
    border: { subtle: '#dedad2', strong: '#a9a399', focus: '#0b7a70', critical: '#d92d20' },
    accent: { solid: '#0b6b63', solidHover: '#095a53', solidPressed: '#074a44', soft: '#e0f2ef', softText: '#074a44', onSolid: '#ffffff' },
    critical: { solid: '#b42318', solidHover: '#991b12', soft: '#fde8e6', softText: '#8c1a10', onSolid: '#ffffff' },
    positive: { solid: '#1d7a43', soft: '#e3f4e9', softText: '#1a5c34' },
    caution: { solid: '#b26b00', soft: '#fdf1dc', softText: '#744600' },
    neutral: { soft: '#eceae5', softHover: '#e2dfd8', softText: '#2f3a44' },
  },
  shadow: {
    sm: '0 1px 2px rgba(21, 32, 43, 0.06)',
    md: '0 4px 12px rgba(21, 32, 43, 0.08)',
    lg: '0 12px 32px rgba(21, 32, 43, 0.14)',
  },
};

createGlobalTheme(':root, .light', vars, lightTheme);
