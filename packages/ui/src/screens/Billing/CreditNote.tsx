import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditNoteView, ErrorCode } from '@waqt/contracts';
import { formatMoney } from '../../format/index.ts';
import { Both, CurrencyName, Field, formatIssuedAt, formatIssuedDate, INVOICE_TIME_ZONE, useLanguages } from './InvoiceParts.tsx';
import { LinesAndTotals } from './LinesAndTotals.tsx';
import { Parties } from './Parties.tsx';
import { PrintPage } from './PrintPage.tsx';
import * as s from './Invoice.css.ts';
import * as cn from './CreditNote.css.ts';
import { isolate } from '../../patterns/public/bidi.ts';
import { Code, Heading, Text, Bidi } from '../../components/layout/index.ts';

export interface CreditNoteProps {
  /** The credit note (billing.creditNote); undefined while it loads. */
  creditNote: CreditNoteView | undefined;
  /** Loading failed: NOT_FOUND (no such number in this team), PERMISSION_DISABLED (an assistant), … */
  error?: ErrorCode | undefined;
  onRetry?: (() => void) | undefined;
  /** The team's billing page (the way back; the page has no app chrome). */
  billingHref?: string | undefined;
  /** Opens the browser's print dialog; `window.print` unless given. */
  onPrint?: (() => void) | undefined;
}

/**
 * The printable credit note (BILLING.md §6): the invoice's page in Arabic and English, titled
 * "Credit Note / إشعار دائن", naming the invoice it corrects and its date, the reason, then the
 * seller, buyer, the lines credited back, subtotal, VAT, total and the ZATCA QR code. Amounts are
 * positive: what is credited.
 */
export function CreditNote({ creditNote: note, error, onRetry, billingHref, onPrint = () => window.print() }: CreditNoteProps) {
  const { t } = useTranslation();
  const { locale } = useLanguages();
  const titleId = useId();
  const money = (halalas: number) => formatMoney(halalas, locale, note?.currency);
  return (
    <PrintPage
      billingHref={billingHref}
      onPrint={onPrint}
      error={error}
      onRetry={onRetry}
      words={{ loadError: t('creditNote.loadError'), notFoundTitle: t('creditNote.notFoundTitle'), notFoundBody: t('creditNote.notFoundBody') }}
    >
      {note ? (
        <article className={s.sheet} aria-labelledby={titleId}>
          <div className={cn.heading}>
            <Heading level={1} id={titleId} className={s.documentTitle}>
              <Both words="creditNote.title" />
            </Heading>
            <p className={cn.corrects}>
              <Both words={(tt, lng) => tt('creditNote.corrects', { number: isolate(note.invoiceNumber), date: formatIssuedDate(note.invoiceIssuedAt, lng) })} />
            </p>
          </div>

          <dl className={s.meta}>
            <Field label="creditNote.number">
              <Bidi className={s.code}>{note.number}</Bidi>
            </Field>
            <Field label="invoice.issuedAt">
              <span className={s.block}>{formatIssuedAt(note.issuedAt, locale)}</span>
              <Text as="span" tone="secondary" size="small" className={s.block}>
                <Code>{INVOICE_TIME_ZONE}</Code>
              </Text>
            </Field>
            <Field label="invoice.currency">
              <CurrencyName currency={note.currency} />
            </Field>
          </dl>

          <dl className={cn.reason}>
            <Field label="creditNote.reason">
              {t(`creditNote.reasons.${note.reason}`)}
            </Field>
          </dl>

          <Parties seller={note.seller} buyer={note.buyer} />
          <LinesAndTotals doc={note} qrLabel={t('creditNote.qr.label', { total: money(note.total), vat: money(note.vat) })} />
        </article>
      ) : undefined}
    </PrintPage>
  );
}
