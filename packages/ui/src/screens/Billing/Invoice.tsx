import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, InvoiceView } from '@waqt/contracts';
import { formatMoney } from '../../format/index.ts';
import { Both, CurrencyName, Field, formatIssuedAt, INVOICE_TIME_ZONE, useLanguages } from './InvoiceParts.tsx';
import { LinesAndTotals } from './LinesAndTotals.tsx';
import { Parties } from './Parties.tsx';
import { PrintPage } from './PrintPage.tsx';
import * as s from './Invoice.css.ts';
import { Code, Heading, Text, Bidi } from '../../components/layout/index.ts';

export { INVOICE_TIME_ZONE } from './InvoiceParts.tsx';

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

/**
 * The printable subscription invoice (BILLING.md §6): one A4 page in Arabic and English — the type as
 * its title ("Simplified Tax Invoice / فاتورة ضريبية مبسطة", or "Tax Invoice" with the buyer's VAT
 * number and address), the seller, number, time of issue, buyer, lines, subtotal, VAT, total and the
 * ZATCA phase-1 QR code. On screen it follows the theme; printed it is black on white without the
 * toolbar (Invoice.css.ts). The credit note is the same page (InvoiceParts.tsx and the parts beside it).
 */
export function Invoice({ invoice, error, onRetry, billingHref, onPrint = () => window.print() }: InvoiceProps) {
  const { t } = useTranslation();
  const { locale } = useLanguages();
  const titleId = useId();
  const money = (halalas: number) => formatMoney(halalas, locale, invoice?.currency);
  return (
    <PrintPage
      billingHref={billingHref}
      onPrint={onPrint}
      error={error}
      onRetry={onRetry}
      words={{ loadError: t('invoice.loadError'), notFoundTitle: t('invoice.notFoundTitle'), notFoundBody: t('invoice.notFoundBody') }}
    >
      {invoice ? (
        <article className={s.sheet} aria-labelledby={titleId}>
          <Heading level={1} id={titleId} className={s.documentTitle}>
            <Both words={`invoice.title.${invoice.type}`} />
          </Heading>

          <dl className={s.meta}>
            <Field label="invoice.number">
              <Bidi className={s.code}>{invoice.number}</Bidi>
            </Field>
            <Field label="invoice.issuedAt">
              <span className={s.block}>{formatIssuedAt(invoice.issuedAt, locale)}</span>
              <Text as="span" tone="secondary" size="small" className={s.block}>
                <Code>{INVOICE_TIME_ZONE}</Code>
              </Text>
            </Field>
            <Field label="invoice.currency">
              <CurrencyName currency={invoice.currency} />
            </Field>
          </dl>

          <Parties seller={invoice.seller} buyer={invoice.buyer} />
          <LinesAndTotals doc={invoice} qrLabel={t('invoice.qr.label', { total: money(invoice.total), vat: money(invoice.vat) })} />
        </article>
      ) : undefined}
    </PrintPage>
  );
}
