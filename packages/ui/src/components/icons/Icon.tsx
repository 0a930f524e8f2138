import type { ReactElement, ReactNode } from 'react';
import * as s from './icons.css.ts';

/** The icon sizes, in CSS pixels: the only sizes an icon is drawn at. */
export const iconSizes = [12, 14, 16, 18, 20, 24, 28] as const;
export type IconSize = (typeof iconSizes)[number];

/** Stroke widths in viewBox units (the box is 24 wide): 2 is the set's line; heavier for small marks. */
export const iconStrokes = [2, 2.5, 3, 3.5] as const;
export type IconStroke = (typeof iconStrokes)[number];

export interface IconProps {
  /** Width and height in pixels, from the icon scale. Default 16. */
  size?: IconSize;
  /** Line width of a stroked icon. Default 2. Filled icons ignore it. */
  stroke?: IconStroke;
  /** Round line ends and corners (the booking pages' softer line). */
  rounded?: boolean;
  /**
   * An already-translated name. With it the icon is an image with that accessible name (`role="img"`);
   * without it the icon is decoration, hidden from assistive technology next to its visible text.
   */
  label?: string;
  className?: string;
}

/** An icon of the set: a component that also says whether it mirrors in right-to-left text. */
export interface IconComponent {
  (props: IconProps): ReactElement;
  displayName: string;
  /** Points in the reading direction (arrows, chevrons): mirrored in RTL. */
  directional: boolean;
}

interface IconDefinition {
  /** The component's name (shown in the Icons story and React DevTools). */
  name: string;
  /** The drawing in a 24×24 box: paths, circles, rects. */
  paths: ReactNode;
  /** Points in the reading direction: mirrored in RTL. */
  directional?: boolean;
  /** Painted with the fill instead of a stroke (logos, dots). */
  filled?: boolean;
  /** Always round line ends (a dot drawn as a zero-length line needs them to show). */
  rounded?: boolean;
}

interface IconBaseProps extends IconProps {
  name: string;
  directional: boolean;
  filled: boolean;
  children: ReactNode;
}

/** The one `<svg>` every icon renders: viewBox 24, currentColor, not focusable, hidden unless labelled. */
function IconBase({ name, directional, filled, size = 16, stroke = 2, rounded = false, label, className, children }: IconBaseProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      className={[s.icon, directional ? s.directional : undefined, className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? undefined : 'currentColor'}
      strokeWidth={filled ? undefined : stroke}
      strokeLinecap={rounded ? 'round' : undefined}
      strokeLinejoin={rounded ? 'round' : undefined}
      focusable="false"
      data-icon={name}
      {...a11y}
    >
      {children}
    </svg>
  );
}

/** Makes an icon component of the set from its drawing. */
export function createIcon({ name, paths, directional = false, filled = false, rounded: alwaysRounded = false }: IconDefinition): IconComponent {
  const Icon = ({ rounded, ...props }: IconProps) => (
    <IconBase {...props} rounded={alwaysRounded || rounded} name={name} directional={directional} filled={filled}>
      {paths}
    </IconBase>
  );
  return Object.assign(Icon, { displayName: name, directional });
}
