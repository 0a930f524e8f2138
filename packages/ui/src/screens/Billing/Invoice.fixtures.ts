// Story fixtures for the printable invoice (not exported from the package): Waqt as the seller, the
// Riyadh clinic as the buyer, QR payloads computed by contracts' zatcaQrBase64 from the same figures;
// and the assertions the view's and the container's stories share.
import decodeQR from 'qr/decode.js';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { isLocale, zatcaQrBase64, type InvoiceView, type Locale } from '@waqt/contracts';
import { formatMoney } from '../../i18n/format.ts';
import { containing, createStoryI18n, storyTr } from '../../i18n/stories.ts';

export const TEAM_ID = '22222222-2222-4222-8222-222222222222';
export const ORDER_ID = 'e1111111-1111-4111-8111-111111111111';
export const BILLING_HREF = '/en/dashboard/team/22222222-2222-4222-8222-222222222222/billing';

const seller: InvoiceView['seller'] = {
  nameEn: 'Waqt Bookings',
  nameAr: 'وقت للحجوزات',
  addressEn: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
  addressAr: 'طريق الملك فهد، حي العليا، الرياض ١٢٢١٤، المملكة العربية السعودية',
  vatNumber: '300000000000003',
};

/** The invoice with its QR payload computed from its own seller, time and amounts, as the API does. */
function withQr(invoice: Omit<InvoiceView, 'qr'>): InvoiceView {
  return {
    ...invoice,
    qr: zatcaQrBase64({
      sellerName: invoice.seller.nameAr,
      vatNumber: invoice.seller.vatNumber,
      timestamp: new Date(invoice.issuedAt),
      totalHalalas: invoice.total,
      vatHalalas: invoice.vat,
    }),
  };
}

/**
 * A simplified tax invoice (B2C): the Team plan for a month with two extra calendars,
 * 99.00 + 2 × 39.00 = 177.00, VAT 26.55, total 203.55 SAR; issued 22 Nov 2026 at 12:30 Riyadh time.
 */
export const simplifiedInvoice: InvoiceView = withQr({
  orderId: ORDER_ID,
  number: 'INV-000123',
  type: 'simplified',
  issuedAt: '2026-11-22T09:30:00.000Z',
  seller,
  buyer: { name: 'Riyadh Dental Clinic', vatNumber: null, address: null },
  lines: [
    { kind: 'plan', planCode: 'team', period: 'monthly', quantity: 1, unitHalalas: 9_900, amountHalalas: 9_900 },
    { kind: 'extra_calendars', planCode: 'team', period: 'monthly', quantity: 2, unitHalalas: 3_900, amountHalalas: 7_800 },
  ],
  subtotal: 17_700,
  vat: 2_655,
  total: 20_355,
  vatBasisPoints: 1_500,
  currency: 'SAR',
});

/** A tax invoice (the team gave its VAT number and address): Business for a year, 1,990.00 + VAT 298.50 = 2,288.50 SAR. */
export const taxInvoice: InvoiceView = withQr({
  orderId: 'e2222222-2222-4222-8222-222222222222',
  number: 'INV-000124',
  type: 'tax',
  issuedAt: '2026-12-01T21:05:00.000Z',
  seller,
  buyer: {
    name: 'Riyadh Dental Clinic Company',
    vatNumber: '310122393500003',
    address: 'Prince Sultan Street, Al Rawdah, Jeddah 23435',
  },
  lines: [{ kind: 'plan', planCode: 'business', period: 'annual', quantity: 1, unitHalalas: 199_000, amountHalalas: 199_000 }],
  subtotal: 199_000,
  vat: 29_850,
  total: 228_850,
  vatBasisPoints: 1_500,
  currency: 'SAR',
});

/** Long Arabic names and addresses everywhere they can be long, and the most lines an invoice has. */
export const longNamesInvoice: InvoiceView = withQr({
  ...taxInvoice,
  number: 'INV-001987',
  seller: {
    ...seller,
    nameAr: 'شركة وقت لتقنية المعلومات وأنظمة الحجوزات والمواعيد الإلكترونية المحدودة',
    nameEn: 'Waqt Information Technology and Electronic Booking and Appointment Systems Company Limited',
    addressAr: 'مبنى رقم ٨٢٢٨، طريق الأمير محمد بن عبدالعزيز (التحلية)، حي السليمانية، الرياض ١٢٢٤٤، الرقم الإضافي ٣٩٤٥، المملكة العربية السعودية',
  },
  buyer: {
    name: 'مجمع عيادات الرياض التخصصية لطب وتقويم الأسنان وزراعتها وتجميلها للأطفال والكبار',
    vatNumber: '399999999900003',
    address: 'مبنى رقم ٤٤١٢، شارع الأمير سلطان بن عبدالعزيز، حي الروضة، جدة ٢٣٤٣٥\nالرقم الإضافي ٧٧٨١، المملكة العربية السعودية',
  },
  lines: [
    { kind: 'plan', planCode: 'business', period: 'annual', quantity: 1, unitHalalas: 199_000, amountHalalas: 199_000 },
    { kind: 'extra_calendars', planCode: 'business', period: 'annual', quantity: 12, unitHalalas: 29_000, amountHalalas: 348_000 },
  ],
  subtotal: 547_000,
  vat: 82_050,
  total: 629_050,
});

/**
 * What a scanner reads from the drawn code: the SVG as the page shows it, rasterised at 4 pixels a
 * module on white and decoded by the `qr` package's reader.
 */
export async function decodeQrImage(svg: Element): Promise<string> {
  const modules = Number(svg.getAttribute('data-modules'));
  const side = modules * 4;
  const image = new Image(side, side);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = side;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, side, side);
  ctx.drawImage(image, 0, 0, side, side);
  return decodeQR(ctx.getImageData(0, 0, side, side));
}

export const locale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
/** A key's words in English and in Arabic (the invoice prints both, whatever the UI's language). */
export const inBoth = (key: string, opts?: (lng: Locale) => Record<string, unknown>) => (['en', 'ar'] as const).map((lng) => createStoryI18n(lng).t(key, opts?.(lng) ?? {}));
/** An amount as the page shows it, its spaces plain (text matchers collapse the no-break ones Intl writes). */
export const money = (halalas: number) => formatMoney(halalas, locale()).replace(/\s+/g, ' ');
/** A pattern of the whole text (or, `partial`, of a part of a longer one) that takes any space where the text has one. */
export const loosely = (text: string, partial = false) => {
  const body = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(partial ? body : `^${body}$`);
};
const percent = (lng: Locale) => new Intl.NumberFormat(lng === 'ar' ? 'ar-SA' : 'en-US', { style: 'percent' }).format(0.15);
/** 3.5 cm in CSS pixels (96 per inch): the least a printed ZATCA code should measure. */
const MIN_QR_PX = (3.5 / 2.54) * 96;

/** The title in both languages, the totals with their VAT line, the QR code (labelled, big enough, carrying the payload), Print. */
export async function expectInvoice(canvasElement: HTMLElement, invoice: InvoiceView) {
  const t = storyTr();
  const c = within(canvasElement);
  const title = c.getByRole('heading', { level: 1 });
  for (const words of inBoth(`invoice.title.${invoice.type}`)) await expect(title).toHaveTextContent(words);

  const totals = within(c.getByRole('table', { name: t('invoice.totals') }));
  const row = (label: string) => totals.getByRole('row', { name: containing(label) });
  for (const label of inBoth('invoice.subtotal')) await expect(row(label)).toHaveTextContent(money(invoice.subtotal));
  for (const label of inBoth('invoice.vat', (lng) => ({ rate: percent(lng) }))) await expect(row(label)).toHaveTextContent(money(invoice.vat));
  for (const label of inBoth('invoice.total')) await expect(row(label)).toHaveTextContent(money(invoice.total));

  const lines = within(c.getByRole('table', { name: t('invoice.lines.caption') }));
  await expect(lines.getAllByRole('row')).toHaveLength(invoice.lines.length + 1);
  for (const line of invoice.lines) await expect(lines.getAllByRole('cell', { name: loosely(money(line.amountHalalas)) }).length).toBeGreaterThan(0);

  const qr = c.getByRole('img', { name: loosely(t('invoice.qr.label', { total: money(invoice.total), vat: money(invoice.vat) })) });
  // The code without its quiet zone (four modules each side) is 3.5 cm or more.
  const modules = Number(qr.getAttribute('data-modules'));
  await expect((qr.getBoundingClientRect().width * (modules - 8)) / modules).toBeGreaterThanOrEqual(MIN_QR_PX);
  // The drawn code scans back to the ZATCA payload.
  await expect(await decodeQrImage(qr)).toBe(invoice.qr);

  const print = spyOn(window, 'print').mockImplementation(() => undefined);
  try {
    await userEvent.click(c.getByRole('button', { name: t('invoice.print') }));
    await expect(print).toHaveBeenCalledTimes(1);
  } finally {
    print.mockRestore();
  }
  await expect(c.getByRole('link', { name: t('invoice.back') })).toHaveAttribute('href', BILLING_HREF);
}

