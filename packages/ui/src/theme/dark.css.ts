import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** Dark: ink canvas, luminous teal accent; contrasts meet WCAG AA on every surface. */
createGlobalTheme('.dark', vars, {
  color: {
    bg: { canvas: '#0f1519', surface: '#161e23', raised: '#1d272d', sunken: '#0b1013', overlay: 'rgba(0, 0, 0, 0.6)' },
    text: { primary: '#e9eef0', secondary: '#c2ccd1', muted: '#9aa7ae', inverse: '#0f1519', link: '#5fd3c4', critical: '#ff8a80', positive: '#7fd99e', caution: '#f5c26b' },
    border: { subtle: '#2a363d', strong: '#4b5a62', focus: '#5fd3c4', critical: '#ff8a80' },
    accent: { solid: '#3fbfb0', solidHover: '#5fd3c4', solidPressed: '#2ea597', soft: '#123a37', softText: '#9be8dd', onSolid: '#06201d' },
    critical: { solid: '#f0645a', solidHover: '#ff8a80', soft: '#3d1714', softText: '#ffb4ab', onSolid: '#1f0705' },
    positive: { solid: '#4cc27a', soft: '#12311f', softText: '#a3e8bb' },
    caution: { solid: '#e0a43a', soft: '#3a2a0c', softText: '#f8d79b' },
    neutral: { soft: '#243038', softHover: '#2d3b44', softText: '#d5dde1' },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
});
