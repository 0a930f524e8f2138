// The printable billing documents' pieces (BILLING.md §6): the invoice and the credit note are one
// page layout — bilingual labels, the seller and the buyer, the lines, the totals beside the ZATCA QR,
// a toolbar that does not print — so both compose these rather than each drawing its own.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { BILLING_TIME_ZONE, formatLongDay, isLocale, LOCALE_TAGS, localeTag, type ErrorCode, type InvoiceView, type Locale } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Skeleton } from '../../components/Spinner/Skeleton.tsx';
import { dirOf } from '../../i18n/create.ts';
import { formatMoney, formatNumber, formatVatRate } from '../../format/index.ts';
import { InvoiceQr } from './InvoiceQr.tsx';
import * as s from './Invoice.css.ts';
import { Heading, Page, Text, Bidi, VisuallyHidden } from '../../components/layout/index.ts';

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

/** Two values of one field in their own languages (the seller's Arabic and English names). */
function Pair({ en, ar }: { en: string; ar: string }) {
  const { order } = useLanguages();
  return (
    <span className={s.both.stack}>
      {order.map((lng) => (
        <span key={lng} lang={lng} dir={dirOf(lng)} className={s.firstWords}>
          {lng === 'ar' ? ar : en}
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
  return new Intl.DateTimeFormat(localeTag(locale, 'gregory'), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: INVOICE_TIME_ZONE,
    timeZoneName: 'shortOffset',
  }).format(new Date(iso));
}

/** "November 22, 2026": a document's day of issue, Gregorian, in Riyadh. */
export function formatIssuedDate(iso: string, locale: Locale): string {
  return formatLongDay(new Date(iso), locale, INVOICE_TIME_ZONE);
}

type Line = InvoiceView['lines'][number];

/**
 * A line's description: the plan, extra calendars, the unused part of a previous plan (a credit), or a
 * small difference carried from a change — with the prorated days when the line has them.
 */
function lineWords(line: Line): Words {
  return (t) => {
    const period = t(`invoice.periods.${line.period}`);
    const plan = t(`invoice.plans.${line.planCode}`);
    const what =
      line.kind === 'plan'
        ? t('invoice.lines.plan', { plan, period })
        : line.kind === 'credit'
          ? t('creditNote.lines.credit', { plan, period })
          : line.kind === 'carried'
            ? t('creditNote.lines.carried')
            : t('invoice.lines.extraCalendars', { period });
    return line.days ? `${what} (${t('creditNote.lines.days', { left: line.days.left, total: line.days.total })})` : what;
  };
}

/** Loading, not found, no permission, a failure: a page-level message instead of the document. */
function State({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div className={s.state} role="alert">
      <Heading level={1}>{title}</Heading>
      {body ? <Text tone="secondary" size="small">{body}</Text> : null}
      {action}
    </div>
  );
}

/**
 * The page around a printed document: the way back and Print (not printed), then the sheet — or, in
 * its place, the loading placeholders or the reason it cannot be shown.
 */
export function PrintPage({
  billingHref,
  onPrint,
  error,
  onRetry,
  words,
  children,
}: {
  billingHref?: string | undefined;
  onPrint: () => void;
  error?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** The document's own messages when it cannot be shown. */
  words: { loadError: string; notFoundTitle: string; notFoundBody: string };
  /** The sheet; undefined while it loads. */
  children: ReactNode | undefined;
}) {
  const { t } = useTranslation();
  let content: ReactNode;
  if (error === 'PERMISSION_DISABLED') content = <State title={t('errors.PERMISSION_DISABLED')} />;
  else if (error === 'NOT_FOUND' || error === 'INVALID_REQUEST') content = <State title={words.notFoundTitle} body={words.notFoundBody} />;
  else if (error) {
    const retry = onRetry ? (
      <Button variant="secondary" onPress={onRetry}>
        {t('common.retry')}
      </Button>
    ) : undefined;
    content = <State title={words.loadError} body={t(`errors.${error}`)} action={retry} />;
  } else if (!children) {
    content = (
      <div className={s.sheet} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton shape="rect" blockSize="4rem" />
        <Skeleton shape="rect" blockSize="8rem" />
        <Skeleton shape="rect" blockSize="10rem" />
      </div>
    );
  } else content = children;
  const canPrint = !error && !!children;
  return (
    <Page as="main" className={s.printPage}>
      <div className={s.toolbar}>
        {billingHref ? (
          <Link href={billingHref} variant="standalone">
            {t('invoice.back')}
          </Link>
        ) : null}
        {canPrint ? (
          <Button variant="primary" onPress={onPrint} className={s.printButton}>
            {t('invoice.print')}
          </Button>
        ) : null}
      </div>
      {content}
    </Page>
  );
}

/** Seller and buyer, side by side: names, addresses and VAT numbers. */
export function Parties({ seller, buyer }: Pick<PrintedDocument, 'seller' | 'buyer'>) {
  const sellerId = useId();
  const buyerId = useId();
  return (
    <div className={s.parties}>
      <section className={s.party} aria-labelledby={sellerId}>
        <h2 id={sellerId} className={s.partyTitle}>
          <Both words="invoice.seller" layout="split" />
        </h2>
        <dl className={s.partyFields}>
          <Field label="invoice.name">
            <Pair en={seller.nameEn} ar={seller.nameAr} />
          </Field>
          <Field label="invoice.address">
            <Pair en={seller.addressEn} ar={seller.addressAr} />
          </Field>
          <Field label="invoice.vatNumber">
            <Bidi className={s.code}>{seller.vatNumber}</Bidi>
          </Field>
        </dl>
      </section>
      <section className={s.party} aria-labelledby={buyerId}>
        <h2 id={buyerId} className={s.partyTitle}>
          <Both words="invoice.buyer" layout="split" />
        </h2>
        <dl className={s.partyFields}>
          <Field label="invoice.name">
            <Bidi>{buyer.name}</Bidi>
          </Field>
          {buyer.address ? (
            <Field label="invoice.address">
              <Bidi className={s.prewrap}>{buyer.address}</Bidi>
            </Field>
          ) : null}
          {buyer.vatNumber ? (
            <Field label="invoice.vatNumber">
              <Bidi className={s.code}>{buyer.vatNumber}</Bidi>
            </Field>
          ) : null}
        </dl>
      </section>
    </div>
  );
}

/** The lines (description, quantity, unit price, amount), then the QR code beside subtotal, VAT and total. */
export function LinesAndTotals({ doc, qrLabel }: { doc: PrintedDocument; qrLabel: string }) {
  const { t } = useTranslation();
  const { locale } = useLanguages();
  const money = (halalas: number) => formatMoney(halalas, locale, doc.currency);
  const number = (n: number) => formatNumber(n, locale);
  return (
    <>
      <table className={s.lines}>
        <VisuallyHidden elementType="caption">{t('invoice.lines.caption')}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col" className={s.th}>
              <Both words="invoice.lines.description" />
            </th>
            <th scope="col" className={`${s.th} ${s.num}`}>
              <Both words="invoice.lines.quantity" />
            </th>
            <th scope="col" className={`${s.th} ${s.num}`}>
              <Both words="invoice.lines.unitPrice" />
            </th>
            <th scope="col" className={`${s.th} ${s.num}`}>
              <Both words="invoice.lines.amount" />
            </th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line, i) => (
            <tr key={`${line.kind}-${i}`}>
              <td className={s.td}>
                <Both words={lineWords(line)} />
              </td>
              <td className={`${s.td} ${s.num}`}>{number(line.quantity)}</td>
              <td className={`${s.td} ${s.num}`}>{money(line.unitHalalas)}</td>
              <td className={`${s.td} ${s.num}`}>{money(line.amountHalalas)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className={s.summary}>
        <figure className={s.qrFigure}>
          <InvoiceQr value={doc.qr} label={qrLabel} />
          <figcaption className={s.qrCaption}>
            <Both words="invoice.qr.caption" />
          </figcaption>
        </figure>
        <table className={s.totals}>
          <VisuallyHidden elementType="caption">{t('invoice.totals')}</VisuallyHidden>
          <tbody>
            <tr>
              <th scope="row" className={s.totalTerm}>
                <Both words="invoice.subtotal" />
              </th>
              <td className={s.totalValue}>{money(doc.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" className={s.totalTerm}>
                <Both words={(tt, lng) => tt('invoice.vat', { rate: formatVatRate(lng, doc.vatBasisPoints) })} />
              </th>
              <td className={s.totalValue}>{money(doc.vat)}</td>
            </tr>
            <tr className={s.grand}>
              <th scope="row" className={s.totalTerm}>
                <Both words="invoice.total" />
              </th>
              <td className={s.totalValue}>{money(doc.total)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The document's currency by name and code: "Saudi riyal (SAR)". */
export function CurrencyName({ currency }: { currency: string }) {
  const { locale } = useLanguages();
  const name = new Intl.DisplayNames(LOCALE_TAGS[locale], { type: 'currency' }).of(currency) ?? currency;
  return (
    <>
      {name} (<Bidi>{currency}</Bidi>)
    </>
  );
}
