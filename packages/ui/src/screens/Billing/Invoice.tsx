import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isLocale, LOCALE_TAGS, type ErrorCode, type InvoiceView, type Locale } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Skeleton } from '../../components/Spinner/Skeleton.tsx';
import { dirOf } from '../../i18n/create.ts';
import { formatMoney } from '../../i18n/format.ts';
import { InvoiceQr } from './InvoiceQr.tsx';
import * as s from './Invoice.css.ts';

export interface InvoiceProps {
  /** The paid order's invoice (billing.invoice); undefined while it loads. */
  invoice: InvoiceView | undefined;
  /** Loading failed: NOT_FOUND (no invoice for this order in this team), PERMISSION_DISABLED (an assistant), … */
  error?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** The team's billing page (the way back; the page has no app chrome). */
  billingHref?: string | undefined;
  /** Opens the browser's print dialog; `window.print` unless given. */
  onPrint?: (() => void) | undefined;
}

/** Saudi invoices state the time of issue in the kingdom's time (ZATCA phase 1), whatever the reader's zone. */
export const INVOICE_TIME_ZONE = 'Asia/Riyadh';

type Words = string | ((t: TFunction, lng: Locale) => string);

/** The UI's language, and both languages in the order the invoice shows them (the UI's first). */
function useLanguages(): { locale: Locale; order: readonly [Locale, Locale]; fixed: (lng: Locale) => TFunction } {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  return { locale, order: locale === 'ar' ? ['ar', 'en'] : ['en', 'ar'], fixed: (lng) => i18n.getFixedT(lng) };
}

/**
 * The same words in Arabic and English, as Saudi invoices print every label: the UI's language first
 * (at the start side, or on top), each in its own language and direction. `split` puts them at the two
 * ends of a line, so English sits on the left and Arabic on the right in either direction.
 */
function Both({ words, layout = 'stack' }: { words: Words; layout?: 'stack' | 'split' }) {
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

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={s.field}>
      <dt className={s.term}>
        <Both words={label} layout="split" />
      </dt>
      <dd className={s.value}>{children}</dd>
    </div>
  );
}

const rate = (lng: Locale, basisPoints: number) => new Intl.NumberFormat(LOCALE_TAGS[lng], { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);

/** "November 22, 2026 at 12:30 PM GMT+3": Gregorian in either language, in Riyadh time, the offset shown. */
function formatIssuedAt(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(`${LOCALE_TAGS[locale]}-u-ca-gregory`, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: INVOICE_TIME_ZONE,
    timeZoneName: 'shortOffset',
  }).format(new Date(iso));
}

function lineWords(line: InvoiceView['lines'][number]): Words {
  return (t) => {
    const period = t(`invoice.periods.${line.period}`);
    return line.kind === 'plan' ? t('invoice.lines.plan', { plan: t(`invoice.plans.${line.planCode}`), period }) : t('invoice.lines.extraCalendars', { period });
  };
}

/** Loading, not found, no permission, a failure: a page-level message instead of the invoice. */
function State({ title, body, action, busy }: { title: string; body?: string; action?: ReactNode; busy?: boolean }) {
  return (
    <div className={s.state} role={busy ? undefined : 'alert'}>
      <h1 className={s.stateTitle}>{title}</h1>
      {body ? <p className={s.muted}>{body}</p> : null}
      {action}
    </div>
  );
}

/**
 * The printable subscription invoice (BILLING.md §6): one A4 page in Arabic and English — the type as
 * its title ("Simplified Tax Invoice / فاتورة ضريبية مبسطة", or "Tax Invoice" with the buyer's VAT
 * number and address), the seller, number, time of issue, buyer, lines, subtotal, VAT, total and the
 * ZATCA phase-1 QR code. On screen it follows the theme; printed it is black on white without the
 * toolbar (Invoice.css.ts).
 */
export function Invoice({ invoice, error, onRetry, billingHref, onPrint = () => window.print() }: InvoiceProps) {
  const { t } = useTranslation();
  const { locale } = useLanguages();
  const titleId = useId();
  const sellerId = useId();
  const buyerId = useId();
  const page = (content: ReactNode, canPrint = false) => (
    <main className={s.page}>
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
    </main>
  );

  if (error === 'PERMISSION_DISABLED') return page(<State title={t('errors.PERMISSION_DISABLED')} />);
  if (error === 'NOT_FOUND' || error === 'INVALID_REQUEST') return page(<State title={t('invoice.notFoundTitle')} body={t('invoice.notFoundBody')} />);
  if (error) {
    const retry = onRetry ? (
      <Button variant="secondary" onPress={onRetry}>
        {t('common.retry')}
      </Button>
    ) : undefined;
    return page(<State title={t('invoice.loadError')} body={t(`errors.${error}`)} action={retry} />);
  }
  if (!invoice) {
    return page(
      <div className={s.sheet} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton shape="rect" blockSize="4rem" />
        <Skeleton shape="rect" blockSize="8rem" />
        <Skeleton shape="rect" blockSize="10rem" />
      </div>,
    );
  }

  const money = (halalas: number) => formatMoney(halalas, locale, invoice.currency);
  const number = (n: number) => new Intl.NumberFormat(LOCALE_TAGS[locale]).format(n);
  const currencyName = new Intl.DisplayNames(LOCALE_TAGS[locale], { type: 'currency' }).of(invoice.currency) ?? invoice.currency;
  const { seller, buyer } = invoice;
  return page(
    <article className={s.sheet} aria-labelledby={titleId}>
      <h1 id={titleId} className={s.title}>
        <Both words={`invoice.title.${invoice.type}`} />
      </h1>

      <dl className={s.meta}>
        <Field label="invoice.number">
          <bdi className={s.code}>{invoice.number}</bdi>
        </Field>
        <Field label="invoice.issuedAt">
          <span className={s.block}>{formatIssuedAt(invoice.issuedAt, locale)}</span>
          <bdi className={`${s.block} ${s.code} ${s.muted}`}>{INVOICE_TIME_ZONE}</bdi>
        </Field>
        <Field label="invoice.currency">
          {currencyName} (<bdi>{invoice.currency}</bdi>)
        </Field>
      </dl>

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
              <bdi className={s.code}>{seller.vatNumber}</bdi>
            </Field>
          </dl>
        </section>
        <section className={s.party} aria-labelledby={buyerId}>
          <h2 id={buyerId} className={s.partyTitle}>
            <Both words="invoice.buyer" layout="split" />
          </h2>
          <dl className={s.partyFields}>
            <Field label="invoice.name">
              <bdi>{buyer.name}</bdi>
            </Field>
            {buyer.address ? (
              <Field label="invoice.address">
                <bdi className={s.prewrap}>{buyer.address}</bdi>
              </Field>
            ) : null}
            {buyer.vatNumber ? (
              <Field label="invoice.vatNumber">
                <bdi className={s.code}>{buyer.vatNumber}</bdi>
              </Field>
            ) : null}
          </dl>
        </section>
      </div>

      <table className={s.lines}>
        <caption className={s.visuallyHidden}>{t('invoice.lines.caption')}</caption>
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
          {invoice.lines.map((line, i) => (
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
          <InvoiceQr value={invoice.qr} label={t('invoice.qr.label', { total: money(invoice.total), vat: money(invoice.vat) })} />
          <figcaption className={s.qrCaption}>
            <Both words="invoice.qr.caption" />
          </figcaption>
        </figure>
        <table className={s.totals}>
          <caption className={s.visuallyHidden}>{t('invoice.totals')}</caption>
          <tbody>
            <tr>
              <th scope="row" className={s.totalTerm}>
                <Both words="invoice.subtotal" />
              </th>
              <td className={s.totalValue}>{money(invoice.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" className={s.totalTerm}>
                <Both words={(tt, lng) => tt('invoice.vat', { rate: rate(lng, invoice.vatBasisPoints) })} />
              </th>
              <td className={s.totalValue}>{money(invoice.vat)}</td>
            </tr>
            <tr className={s.grand}>
              <th scope="row" className={s.totalTerm}>
                <Both words="invoice.total" />
              </th>
              <td className={s.totalValue}>{money(invoice.total)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </article>,
    true,
  );
}
