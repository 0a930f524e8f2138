// A booking's state as a round mark, on the confirmation and the pay page (not on the booking flow's
// first screen: the flow's chunk does not carry these icons).
import type { ReactNode } from 'react';
import { CheckIcon as Check, ClockIcon as Clock, CloseIcon, HourglassIcon as Hourglass } from '../../components/icons/index.ts';
import * as s from './statusIcon.css.ts';

export type Status = 'confirmed' | 'pending' | 'cancelled' | 'expired';
const STATUS_ICONS: Record<Status, () => ReactNode> = {
  confirmed: () => <Check rounded size={28} />,
  pending: () => <Clock rounded size={28} />,
  cancelled: () => <CloseIcon rounded size={28} />,
  expired: () => <Hourglass rounded size={28} />,
};

/** Decoration: the heading beside it says the state. */
export function StatusIcon({ status }: { status: Status }) {
  return (
    <span className={s.statusIcon({ status })} aria-hidden="true">
      {STATUS_ICONS[status]()}
    </span>
  );
}

