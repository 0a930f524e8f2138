import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps, composeRenderProps } from 'react-aria-components';
import { ArrowForwardIcon } from '../icons/index.ts';
import { link, type LinkVariants } from './Link.css.ts';

export interface LinkProps extends Omit<AriaLinkProps, 'children'> {
  /** inline: inside running text (always underlined); standalone: on its own, underlined on hover. */
  variant?: LinkVariants['variant'];
  /** Show a trailing arrow pointing forward (mirrors in RTL). */
  withArrow?: boolean;
  /** Link text (already translated). */
  children: ReactNode;
}

/**
 * A react-aria link. Inside the UiProvider's RouterProvider, same-app hrefs navigate client-side;
 * press, hover and focus states come as data attributes.
 */
export function Link({ variant, withArrow = false, children, className, ...props }: LinkProps) {
  return (
    <AriaLink {...props} className={composeRenderProps(className, (cn) => [link({ variant }), cn].filter(Boolean).join(' '))}>
      {children}
      {withArrow ? <ArrowForwardIcon /> : null}
    </AriaLink>
  );
}
