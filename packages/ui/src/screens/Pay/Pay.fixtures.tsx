// Story fixtures for the pay page (not exported from the package): the Riyadh clinic's pending
// cleaning, 230.00 SAR with 30.00 VAT inside (PAYMENTS.md §4), held for 15 minutes, and a stand-in
// for Moyasar's card form (the real one is covered by the app's e2e tests).
import { useState } from 'react';
import type { PublicPayment } from '@waqt/contracts';
import { BOOKING_ID, NOW, TZ } from '../Booking/Booking.fixtures.ts';
import type { CardFormConfig } from './PayMethods.tsx';

export { BOOKING_ID, NOW, TOKEN, TZ, lang, now, phoneViewport, seen } from '../Booking/Booking.fixtures.ts';

/** The page without its token: the gateway keeps this URL (issue 19). */
export const CALLBACK_URL = `https://waqt.example/en/book/pay/${BOOKING_ID}`;
export const CONFIRMATION_HREF = `/en/book/confirmed/${BOOKING_ID}`;
export const PUBLISHABLE_KEY = 'pk_test_5tGqXc8n1ZbWm2Yk';
export const BASE_URL = 'https://api.moyasar.com';
export const IBAN = 'SA0380000000608010167519';
/** What the stand-in's button reports as the gateway's payment id. */
export const GATEWAY_PAYMENT_ID = 'ae3b5f1c-7d2e-4b8a-9c6f-1e0d2a3b4c5d';

const MINUTE = 60_000;
export const card = { kind: 'card' as const, publishableKey: PUBLISHABLE_KEY, baseUrl: BASE_URL };
export const bank = { kind: 'bank_transfer' as const, bankName: 'Al Rajhi Bank', iban: IBAN, accountHolder: 'عيادة الرياض لطب الأسنان' };
export const onArrival = { kind: 'on_arrival' as const };

export const pendingPayment: PublicPayment = {
  bookingId: BOOKING_ID,
  status: 'pending',
  title: 'تنظيف الأسنان',
  organizer: 'Dr Sara',
  startsAt: '2026-03-04T07:00:00.000Z',
  endsAt: '2026-03-04T07:45:00.000Z',
  timezone: TZ,
  amountHalalas: 23_000,
  vatHalalas: 3_000,
  currency: 'SAR',
  expiresAt: new Date(NOW + 15 * MINUTE).toISOString(),
  methods: [card, bank, onArrival],
};
/** The team's default is the bank transfer. */
export const bankFirst: PublicPayment = { ...pendingPayment, methods: [bank, card, onArrival] };
export const onlyOnArrival: PublicPayment = { ...pendingPayment, methods: [onArrival] };
export const noMethods: PublicPayment = { ...pendingPayment, methods: [] };
export const expiredPayment: PublicPayment = { ...pendingPayment, status: 'expired', expiresAt: null };
export const confirmedPayment: PublicPayment = { ...pendingPayment, status: 'confirmed', expiresAt: null };
export const cancelledPayment: PublicPayment = { ...pendingPayment, status: 'cancelled', expiresAt: null };

/** A clock that starts at the stories' NOW and then runs in real time (the countdown stories). */
export function runningClock(): () => number {
  const start = Date.now();
  return () => NOW + (Date.now() - start);
}

/**
 * Stands in for Moyasar's form: shows which key and amount it was given, and its button acts as if
 * the gateway created a payment (the form's `on_completed`).
 */
function StubCardForm({ config }: { config: CardFormConfig }) {
  const [done, setDone] = useState(false);
  return (
    <div role="group" aria-label="Moyasar" data-publishable-key={config.publishableKey}>
      <button
        type="button"
        onClick={() =>
          void config.onCompleted(GATEWAY_PAYMENT_ID).then(() => setDone(true))
        }
      >
        Moyasar {config.amountHalalas} {config.currency}
      </button>
      {done ? <output>{GATEWAY_PAYMENT_ID}</output> : null}
    </div>
  );
}
export const renderStubCardForm = (config: CardFormConfig) => <StubCardForm config={config} />;
