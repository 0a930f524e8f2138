import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type BillingOverview, type BillingRecordStatus, type BillingRecordView } from '@waqt/contracts';
import { Badge, type BadgeTone } from '../../components/Badge/Badge.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Table, TableHeader, Column, TableBody, Row, Cell } from '../../components/Table/Table.tsx';
import { formatDateTime, formatNumber, formatVatRate } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMoney, usePlanName } from './shared.tsx';
import * as s from './Billing.css.ts';
import { Text, Heading, Stack, Bidi } from '../../components/layout/index.ts';
import { isolate } from '../../patterns/public/bidi.ts';

export interface BillingHistoryProps {
  /** The team's billing records, newest first. */
  records: BillingRecordView[];
  /** Time zone for the dates. */
  timeZone: string;
  /** The printable invoice of a record that has one. */
  invoiceHref: (orderId: string) => string;
  /** Credit notes (refunds of an invoice), newest first. */
  creditNotes?: BillingOverview['creditNotes'] | undefined;
  /** The printable credit note by its number. */
  creditNoteHref: (number: string) => string;
}

const STATUS_TONES: Record<BillingRecordStatus, BadgeTone> = { pending: 'caution', paid: 'positive', activated: 'positive', failed: 'critical' };

/**
 * Payments for the plan: date, plan and period with why it was charged (a subscription, a plan change,
 * a renewal), status, total with its VAT, and the invoice once there is one; then the credit notes, each
 * naming the invoice it corrects, with its printable page.
 */
export function BillingHistory({ records, timeZone, invoiceHref, creditNotes = [], creditNoteHref }: BillingHistoryProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney();
  const planName = usePlanName();
  const label = (key: string) => (
    // The column's name on a card, where the header row is not seen (screen readers hear the header).
    <Text as="span" tone="secondary" size="small" className={s.cardOnly} aria-hidden="true">
      {t(`billing.history.${key}`)}:{' '}
    </Text>
  );
  const rate = formatVatRate(locale);
  return (
    <Card role="region" title={t('billing.history.title')}>
      <div className={s.stack}>
        {records.length === 0 ? (
          <EmptyState title={t('billing.history.emptyTitle')} body={t('billing.history.emptyBody')} headingLevel={3} />
        ) : (
          <div className={s.listFrame}>
            <Table aria-label={t('billing.history.table')} className={s.table}>
              <TableHeader className={s.tableHeader}>
                <Column id="date">{t('billing.history.date')}</Column>
                <Column id="plan" isRowHeader>
                  {t('billing.history.plan')}
                </Column>
                <Column id="status">{t('billing.history.status')}</Column>
                <Column id="total" align="end">
                  {t('billing.history.total')}
                </Column>
                <Column id="invoice">{t('billing.history.invoice')}</Column>
              </TableHeader>
              <TableBody className={s.tableBody} items={records} dependencies={[locale, timeZone]}>
                {(r) => (
                  <Row id={r.orderId} className={s.row}>
                    <Cell className={s.cellArea.date}>
                      <span className={s.nowrap}>{formatDateTime(r.paidAt ?? r.createdAt, locale, timeZone, { dateStyle: 'medium' })}</span>
                    </Cell>
                    <Cell className={s.cellArea.plan}>
                      <span className={s.strong}>{t('billing.history.planPeriod', { plan: planName(r.planCode), period: t(`billing.periods.${r.period}`) })}</span>
                      <Text as="span" tone="secondary" size="small" className={s.block}>{t(`billing.history.kinds.${r.kind}`)}</Text>
                      {r.extraCalendars > 0 ? <Text as="span" tone="secondary" size="small" className={s.block}>{t('billing.history.extraCalendars', { count: formatNumber(r.extraCalendars, locale) })}</Text> : null}
                      {r.cardLastFour ? <Text as="span" tone="secondary" size="small" className={s.block}>{t('billing.history.card', { last4: isolate(r.cardLastFour) })}</Text> : null}
                    </Cell>
                    <Cell className={s.cellArea.status}>
                      <Badge tone={STATUS_TONES[r.status]} withDot>
                        {t(`billing.history.statuses.${r.status}`)}
                      </Badge>
                      {r.status === 'failed' && r.failureMessage ? (
                        <Text as="span" tone="secondary" size="small" className={s.block} isolate>
                          {r.failureMessage}
                        </Text>
                      ) : null}
                    </Cell>
                    <Cell className={`${s.cellArea.total} ${s.totalCell}`} align="end" numeric>
                      {label('total')}
                      <span className={`${s.strong} ${s.nowrap}`}>{money(r.total)}</span>
                      <Text as="span" tone="secondary" size="small" className={s.block}>{t('billing.totals.breakdown', { subtotal: money(r.subtotal), rate, vat: money(r.vat) })}</Text>
                    </Cell>
                    <Cell className={s.cellArea.invoice}>
                      {r.invoiceNumber ? (
                        <Link href={invoiceHref(r.orderId)} variant="standalone">
                          {t('billing.history.viewInvoice', { number: isolate(r.invoiceNumber) })}
                        </Link>
                      ) : (
                        <Text as="span" tone="secondary" size="small">{t('billing.history.noInvoice')}</Text>
                      )}
                    </Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
        )}
        {creditNotes.length > 0 ? <CreditNotes notes={creditNotes} timeZone={timeZone} creditNoteHref={creditNoteHref} /> : null}
      </div>
    </Card>
  );
}

function CreditNotes({ notes, timeZone, creditNoteHref }: { notes: BillingOverview['creditNotes']; timeZone: string; creditNoteHref: (number: string) => string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney();
  const titleId = useId();
  const c = s.creditNotes;
  return (
    <Stack as="section" space="md" aria-labelledby={titleId}>
      <Heading level={3} size="small" id={titleId}>
        {t('billing.history.creditNotes')}
      </Heading>
      <div className={c.frame}>
        <Table aria-labelledby={titleId} className={c.table}>
          <TableHeader className={c.header}>
            <Column id="date">{t('billing.history.date')}</Column>
            <Column id="number" isRowHeader>
              {t('billing.history.creditNote')}
            </Column>
            <Column id="invoice">{t('billing.history.corrects')}</Column>
            <Column id="total" align="end">
              {t('billing.history.credited')}
            </Column>
            <Column id="print">{t('billing.history.print')}</Column>
          </TableHeader>
          <TableBody className={c.body} items={notes.map((n) => ({ ...n, id: n.number }))} dependencies={[locale, timeZone]}>
            {(n) => (
              <Row id={n.number} className={c.row}>
                <Cell className={c.date}>
                  <span className={s.nowrap}>{formatDateTime(n.issuedAt, locale, timeZone, { dateStyle: 'medium' })}</span>
                </Cell>
                <Cell className={c.number}>
                  <Bidi className={s.strong}>{n.number}</Bidi>
                  <Text as="span" tone="secondary" size="small" className={s.block}>
                    {t(`creditNote.reasons.${n.reason}`)}
                  </Text>
                </Cell>
                <Cell className={c.invoice}>
                  <Text as="span" tone="secondary" size="small" className={c.cardOnly} aria-hidden="true">
                    {t('billing.history.corrects')}:{' '}
                  </Text>
                  {t('billing.history.correctsInvoice', { number: isolate(n.invoiceNumber) })}
                </Cell>
                <Cell className={c.total} align="end" numeric>
                  <span className={`${s.strong} ${s.nowrap}`}>{money(n.total)}</span>
                </Cell>
                <Cell className={c.print}>
                  <Link href={creditNoteHref(n.number)} variant="standalone">
                    {t('billing.history.printCreditNote', { number: isolate(n.number) })}
                  </Link>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
    </Stack>
  );
}
