// The booking flow in the address: `?step=details&date=2026-12-01&time=2026-12-01T07:00:00.000Z` (the app's
// EventTypeBookingPage reads and writes it), and what the visitor typed kept in the tab's sessionStorage so a
// reload restores the step (never in the address: a shared link must not carry anyone's name or email).
import type { BookerDraft } from '../../forms/booker.ts';
import type { BookingStep } from './flowMachine.ts';

/** The step, the day ('YYYY-MM-DD', the visitor's zone) and the time (an ISO instant) the address names. */
export interface FlowLocation {
  step: BookingStep;
  date?: string | undefined;
  start?: string | undefined;
}

/** What the visitor entered, kept for a reload of the same tab. */
export interface FlowProgress {
  booker: BookerDraft;
  codeSentTo?: string | undefined;
  resendAt?: string | undefined;
  code?: string | undefined;
  /** The zone the visitor chose (the times of the address were shown in it). */
  timeZone?: string | undefined;
}

const STEPS: readonly BookingStep[] = ['pick', 'details', 'code', 'review'];
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const sameFlowLocation = (a: FlowLocation | undefined, b: FlowLocation | undefined): boolean =>
  a?.step === b?.step && a?.date === b?.date && a?.start === b?.start;

/** Reads the flow's place from the address; anything malformed is left out (the picker then asks for it). */
export function parseFlowLocation(params: URLSearchParams): FlowLocation {
  const step = params.get('step');
  const date = params.get('date');
  const time = params.get('time');
  const start = time && INSTANT.test(time) && !Number.isNaN(Date.parse(time)) ? new Date(time).toISOString() : undefined;
  return {
    step: STEPS.includes(step as BookingStep) ? (step as BookingStep) : start ? 'details' : 'pick',
    date: date && DATE.test(date) ? date : undefined,
    start,
  };
}

/** The address's query for `location`, keeping the other parameters (reschedule, token…). */
export function flowSearch(location: FlowLocation, current: URLSearchParams): string {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set('step', location.step === 'pick' ? undefined : location.step);
  set('date', location.date);
  set('time', location.start);
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/** The tab's storage of one event type's progress (sessionStorage; nothing when the browser refuses it). */
export function flowProgressStore(key: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = safeSessionStorage()) {
  const name = `waqt:booking:${key}`;
  return {
    read(): FlowProgress | undefined {
      try {
        const raw = storage?.getItem(name);
        if (!raw) return undefined;
        const v = JSON.parse(raw) as Partial<FlowProgress>;
        const b = v.booker;
        if (!b || typeof b !== 'object' || typeof b.name !== 'string' || typeof b.email !== 'string') return undefined;
        const str = (x: unknown) => (typeof x === 'string' ? x : undefined);
        return {
          booker: { name: b.name, email: b.email, phone: str(b.phone) ?? '', notes: str(b.notes) ?? '', messagingConsent: b.messagingConsent === true },
          codeSentTo: str(v.codeSentTo),
          resendAt: str(v.resendAt),
          code: str(v.code),
          timeZone: str(v.timeZone),
        };
      } catch {
        return undefined;
      }
    },
    save(progress: FlowProgress) {
      try {
        storage?.setItem(name, JSON.stringify(progress));
      } catch {
        // Full or refused storage: a reload then starts the details afresh.
      }
    },
    clear() {
      try {
        storage?.removeItem(name);
      } catch {
        // As above.
      }
    },
  };
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
