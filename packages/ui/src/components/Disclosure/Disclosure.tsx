import type { ReactNode } from 'react';
import { Button, Disclosure as AriaDisclosure, DisclosurePanel, Heading, type DisclosureProps as AriaDisclosureProps } from 'react-aria-components';
import { ChevronDownIcon } from '../icons/index.ts';
import * as s from './Disclosure.css.ts';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'children' | 'className'> {
  /** The trigger's words (already translated): what the panel holds. */
  title: ReactNode;
  /** The heading level of the trigger in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** What shows while expanded. */
  children: ReactNode;
  className?: string;
}

/**
 * A section that opens on demand: a heading whose button shows or hides the panel (Enter or Space),
 * announced as expanded or collapsed. For what few need, so a form stays short for everyone else.
 */
export function Disclosure({ title, headingLevel = 3, children, className, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={[s.disclosure, className].filter(Boolean).join(' ')}>
      <Heading level={headingLevel} className={s.heading}>
        <Button slot="trigger" className={s.trigger}>
          <ChevronDownIcon className={s.chevron} />
          {title}
        </Button>
      </Heading>
      {/* The panel itself keeps no display of its own: react-aria hides it with hidden="until-found". */}
      <DisclosurePanel>
        <div className={s.panel}>{children}</div>
      </DisclosurePanel>
    </AriaDisclosure>
  );
}
