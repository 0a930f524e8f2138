// Story fixtures for the printable credit note (not exported from the package): a refund of part of the
// invoice fixtures' INV-000123, its QR payload computed by contracts' zatcaQrBase64 from the same
// figures; and the assertions the view's and the container's stories share.
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { LOCALE_TAGS, zatcaQrBase64, type CreditNoteView, type Locale } from '@waqt/contracts';
import { containing, storyTr } from '../../i18n/stories.ts';
import { BILLING_HREF, decodeQrImage, inBoth, loosely, money, simplifiedInvoice } from './Invoice.fixtures.ts';

export { BILLING_HREF, TEAM_ID } from './Invoice.fixtures.ts';
export const CREDIT_NOTE_NUMBER = 'CN-000001';

function withQr(note: Omit<CreditNoteView, 'qr'>): CreditNoteView {
  return {
    ...note,
    qr: zatcaQrBase64({ sellerName: note.seller.nameAr, vatNumber: note.seller.vatNumber, timestamp: new Date(note.issuedAt), totalHalalas: note.total, vatHalalas: note.vat }),
  };
}

/**
 * One of INV-000123's two extra calendars credited back: 39.00 + VAT 5.85 = 44.85 SAR, issued
 * 25 Nov 2026 at 10:15 Riyadh time; the invoice was issued on 22 November.
 */
export const creditNote: CreditNoteView = withQr({
  orderId: simplifiedInvoice.orderId,
  number: CREDIT_NOTE_NUMBER,
  invoiceNumber: simplifiedInvoice.number,
  invoiceIssuedAt: simplifiedInvoice.issuedAt,
  reason: 'partial_refund',
  issuedAt: '2026-11-25T07:15:00.000Z',
  seller: simplifiedInvoice.seller,
  buyer: simplifiedInvoice.buyer,
  lines: [{ kind: 'extra_calendars', planCode: 'team', period: 'monthly', quantity: 1, unitHalalas: 3_900, amountHalalas: 3_900 }],
  subtotal: 3_900,
  vat: 585,
  total: 4_485,
  vatBasisPoints: 1_500,
  currency: 'SAR',
});

/** The unused part of a monthly plan credited on a move to annual: a prorated credit line (14 of 31 days). */
export const prorateCreditNote: CreditNoteView = withQr({
  ...creditNote,
  number: 'CN-000002',
  reason: 'refund',
  lines: [{ kind: 'credit', planCode: 'team', period: 'monthly', quantity: 1, unitHalalas: 4_471, amountHalalas: 4_471, days: { left: 14, total: 31 } }],
  subtotal: 4_471,
  vat: 671,
  total: 5_142,
});

const issuedDate = (lng: Locale, iso: string) => new Intl.DateTimeFormat(`${LOCALE_TAGS[lng]}-u-ca-gregory`, { dateStyle: 'long', timeZone: 'Asia/Riyadh' }).format(new Date(iso));

/** Title and the corrected invoice in both languages, number, reason, totals, the QR code carrying the payload, Print. */
export async function expectCreditNote(canvasElement: HTMLElement, note: CreditNoteView) {
  const t = storyTr();
  const c = within(canvasElement);
  const sheet = within(c.getByRole('article'));
  const title = sheet.getByRole('heading', { level: 1 });
  for (const words of inBoth('creditNote.title')) await expect(title).toHaveTextContent(words);
  for (const words of inBoth('creditNote.corrects', (lng) => ({ number: note.invoiceNumber, date: issuedDate(lng, note.invoiceIssuedAt) }))) await expect(sheet.getByText(loosely(words))).toBeInTheDocument();
  await expect(sheet.getByText(note.number)).toBeInTheDocument();
  await expect(sheet.getByText(t(`creditNote.reasons.${note.reason}`))).toBeInTheDocument();

  const totals = within(c.getByRole('table', { name: t('invoice.totals') }));
  const row = (label: string) => totals.getByRole('row', { name: containing(label) });
  for (const label of inBoth('invoice.subtotal')) await expect(row(label)).toHaveTextContent(money(note.subtotal));
  for (const label of inBoth('invoice.total')) await expect(row(label)).toHaveTextContent(money(note.total));
  await expect(totals.getAllByRole('row')[1]).toHaveTextContent(money(note.vat));

  const lines = within(c.getByRole('table', { name: t('invoice.lines.caption') }));
  await expect(lines.getAllByRole('row')).toHaveLength(note.lines.length + 1);

  const qr = c.getByRole('img', { name: loosely(t('creditNote.qr.label', { total: money(note.total), vat: money(note.vat) })) });
  await expect(await decodeQrImage(qr)).toBe(note.qr);

  const print = spyOn(window, 'print').mockImplementation(() => undefined);
  try {
    await userEvent.click(c.getByRole('button', { name: t('invoice.print') }));
    await expect(print).toHaveBeenCalledTimes(1);
  } finally {
    print.mockRestore();
  }
  await expect(c.getByRole('link', { name: t('invoice.back') })).toHaveAttribute('href', BILLING_HREF);
}
