import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as s from './Switch.css.ts';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  /** Label (already translated). */
  children: ReactNode;
  className?: string;
}

/** An on/off switch for settings that apply at once; the thumb moves to the end side (mirrors in RTL). */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={[s.root, className].filter(Boolean).join(' ')}>
      <span className={s.track} aria-hidden="true">
        <span className={s.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
