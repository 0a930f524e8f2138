// The printable billing documents' pieces (BILLING.md §6): the invoice and the credit note are one
// page layout — bilingual labels, the seller and the buyer, the lines, the totals beside the ZATCA QR,
// a toolbar that does not print — so both compose these rather than each drawing its own. Here the words
// in both languages, the labelled fields and the dates; the page (PrintPage.tsx), the parties (Parties.tsx)
// and the lines with the totals (LinesAndTotals.tsx) beside.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { BILLING_TIME_ZONE, formatDateTime, formatLongDay, isLocale, type InvoiceView, type Locale } from '@waqt/contracts';
import { dirOf } from '../../i18n/create.ts';
import * as s from './Invoice.css.ts';
import { Bidi } from '../../components/layout/index.ts';
import { currencyName } from '../../format/money.ts';

/** Saudi invoices state the time of issue in the kingdom's time (ZATCA phase 1), whatever the reader's zone. */
export const INVOICE_TIME_ZONE = BILLING_TIME_ZONE;

/** Words printed in both languages: a key, or a function of each language's `t`. */
export type Words = string | ((t: TFunction, lng: Locale) => string);

/** What a printed document shows of its amounts: the invoice's fields the credit note shares. */
export type PrintedDocument = Pick<InvoiceView, 'seller' | 'buyer' | 'lines' | 'subtotal' | 'vat' | 'total' | 'vatBasisPoints' | 'currency' | 'qr'>;

/** The UI's language, and both languages in the order the document shows them (the UI's first). */
export function useLanguages(): { locale: Locale; order: readonly [Locale, Locale]; fixed: (lng: Locale) => TFunction } {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  return { locale, order: locale === 'ar' ? ['ar', 'en'] : ['en', 'ar'], fixed: (lng) => i18n.getFixedT(lng) };
}

/**
 * The same words in Arabic and English, as Saudi invoices print every label: the UI's language first
 * (at the start side, or on top), each in its own language and direction. `split` puts them at the two
 * ends of a line, so English sits on the left and Arabic on the right in either direction.
 */
export function Both({ words, layout = 'stack' }: { words: Words; layout?: 'stack' | 'split' }) {
  const { order, fixed } = useLanguages();
  return (
    <span className={s.both[layout]}>
      {order.map((lng, i) => (
        <span key={lng} lang={lng} dir={dirOf(lng)} className={i === 0 ? s.firstWords : s.otherWords}>
          {typeof words === 'string' ? fixed(lng)(words) : words(fixed(lng), lng)}
        </span>
      ))}
    </span>
  );
}

/** A labelled value (label key in both languages). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={s.field}>
      <dt className={s.term}>
        <Both words={label} layout="split" />
      </dt>
      <dd className={s.value}>{children}</dd>
    </div>
  );
}

/** "November 22, 2026 at 12:30 PM GMT+3": Gregorian in either language, in Riyadh time, the offset shown. */
export function formatIssuedAt(iso: string, locale: Locale): string {
  return formatDateTime(iso, locale, INVOICE_TIME_ZONE, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'shortOffset' });
}

/** "November 22, 2026": a document's day of issue, Gregorian, in Riyadh. */
export function formatIssuedDate(iso: string, locale: Locale): string {
  return formatLongDay(new Date(iso), locale, INVOICE_TIME_ZONE);
}

/** The document's currency by name and code: "Saudi riyal (SAR)". */
export function CurrencyName({ currency }: { currency: string }) {
  const { locale } = useLanguages();
  const name = currencyName(currency, locale);
  return (
    <>
      {name} (<Bidi>{currency}</Bidi>)
    </>
  );
}
