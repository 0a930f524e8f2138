import { useEffect, useRef, type Dispatch } from 'react';
import { localDateOf, monthOf } from '../../format/index.ts';
import type { SlotDay } from './SlotPicker.tsx';
import type { FlowEvent } from './flowMachine.ts';
import { sameFlowLocation, type FlowLocation } from './flowLocation.ts';

interface FlowAddress {
  /** The address as the router has it (`BookingFlowProps.location`); undefined: the flow keeps its steps to itself. */
  location: FlowLocation | undefined;
  onLocationChange: ((location: FlowLocation, options: { replace: boolean }) => void) | undefined;
  /** Where the flow is now. */
  here: FlowLocation;
  dispatch: Dispatch<FlowEvent>;
  timeZone: string;
  /** For the check that a time from the address is still offered (useOfferedStart). */
  pending: boolean;
  days: SlotDay[] | undefined;
  month: string;
}

/**
 * The address and the flow agree: a changed address (Back, Forward) moves the flow there; a move of the flow
 * is written to the address — a new entry for a new step, the same entry for another day or time.
 * `seen` is the address as last received, `synced` what the flow last wrote or followed: a write takes a moment
 * to come back as the new address (the router is asynchronous), and must not be mistaken for Back meanwhile.
 */
export function useFlowAddress({ location, onLocationChange, here: { step, date, start }, dispatch, timeZone }: Pick<FlowAddress, 'location' | 'onLocationChange' | 'here' | 'dispatch' | 'timeZone'>) {
  const seen = useRef(location);
  const synced = useRef(location);
  const restoring = useRef(false);
  useEffect(() => {
    if (!location || !onLocationChange) return;
    const here: FlowLocation = { step, date, start };
    if (!sameFlowLocation(location, seen.current)) {
      seen.current = location;
      if (sameFlowLocation(location, synced.current)) return;
      synced.current = location;
      if (!sameFlowLocation(location, here)) {
        restoring.current = true;
        dispatch({ type: 'restore', step: location.step, start: location.start, date: location.date ?? (location.start ? localDateOf(location.start, timeZone) : undefined) });
      }
      return;
    }
    if (sameFlowLocation(here, synced.current)) {
      restoring.current = false;
      return;
    }
    // A step the address asked for but the flow cannot show yet (no details…) corrects the entry in place.
    const replace = restoring.current || here.step === synced.current?.step;
    restoring.current = false;
    synced.current = here;
    onLocationChange(here, { replace });
  });
}

/**
 * A time from the address (a reload, a shared link, Back) that is no longer offered: say so, pick another.
 * Called after `useFlowAddress` and the progress report, as the effects ran before the flow was split.
 */
export function useOfferedStart({ location, here: { step, date, start }, dispatch, pending, days, month }: Omit<FlowAddress, 'onLocationChange' | 'timeZone'>) {
  const checked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!location || !start || step === 'pick' || pending || !days || !date || monthOf(date) !== month || checked.current === start) return;
    checked.current = start;
    if (!days.some((d) => d.slots.includes(start))) dispatch({ type: 'slotGone' });
  }, [location, start, step, pending, days, date, month, dispatch]);
}
