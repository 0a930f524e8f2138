// Story fixtures for the payment screens (not exported from the package): the Riyadh clinic's three
// providers, and payments of its bookings.
import type { PaymentProviderView, PaymentRecord } from '@waqt/contracts';

export { TEAM_ID, team, personalTeam, storyParameters, tr, trx } from '../Teams/Teams.fixtures.ts';

export const WEBHOOK_URL = 'https://api.waqt.example/hook/bookings/payments/moyasar';
export const UPGRADE_HREF = '/en/dashboard/team/new';
export const IBAN = 'SA0380000000608010167519';

export const cardProvider: PaymentProviderView = {
  id: 'd1111111-1111-4111-8111-111111111111',
  kind: 'card',
  isDefault: true,
  publishableKey: 'pk_live_5tGqXc8n1ZbWm2Yk',
  hasSecretKey: true,
  webhookSecret: 'Q2hlY2tUaGVTaWduYXR1cmVQbGVhc2U',
  bankName: null,
  iban: null,
  accountHolder: null,
  createdAt: '2026-02-01T08:00:00.000Z',
};
export const bankProvider: PaymentProviderView = {
  id: 'd2222222-2222-4222-8222-222222222222',
  kind: 'bank_transfer',
  isDefault: false,
  publishableKey: null,
  hasSecretKey: false,
  webhookSecret: null,
  bankName: 'Al Rajhi Bank',
  iban: IBAN,
  accountHolder: 'عيادة الرياض لطب الأسنان',
  createdAt: '2026-02-02T08:00:00.000Z',
};
export const onArrivalProvider: PaymentProviderView = {
  id: 'd3333333-3333-4333-8333-333333333333',
  kind: 'on_arrival',
  isDefault: false,
  publishableKey: null,
  hasSecretKey: false,
  webhookSecret: null,
  bankName: null,
  iban: null,
  accountHolder: null,
  createdAt: '2026-02-03T08:00:00.000Z',
};
export const allProviders = [cardProvider, bankProvider, onArrivalProvider];

/** A mada card payment of 150.50 SAR, paid two days before the stories' NOW. */
export const cardPayment: PaymentRecord = {
  id: 'f1111111-1111-4111-8111-111111111111',
  kind: 'card',
  status: 'paid',
  amountHalalas: 15_050,
  refundedHalalas: 0,
  currency: 'SAR',
  gatewayId: 'ae3b5f1c-7d2e-4b8a-9c6f-1e0d2a3b4c5d',
  cardBrand: 'mada',
  cardLast4: '1234',
  createdAt: '2026-02-27T09:00:00.000Z',
  paidAt: '2026-02-27T09:01:00.000Z',
};
/** An earlier attempt the bank declined. */
export const failedPayment: PaymentRecord = {
  ...cardPayment,
  id: 'f2222222-2222-4222-8222-222222222222',
  status: 'failed',
  gatewayId: 'b4c5d6e7-0000-4000-8000-000000000001',
  cardBrand: 'visa',
  cardLast4: '4242',
  createdAt: '2026-02-27T08:58:00.000Z',
  paidAt: null,
};
