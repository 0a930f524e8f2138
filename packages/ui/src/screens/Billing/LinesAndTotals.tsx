import { useTranslation } from 'react-i18next';
import type { InvoiceView } from '@waqt/contracts';
import { formatMoney, formatNumber, formatVatRate } from '../../format/index.ts';
import { InvoiceQr } from './InvoiceQr.tsx';
import * as s from './Invoice.css.ts';
import { VisuallyHidden } from '../../components/layout/index.ts';
import { Both, useLanguages, type PrintedDocument, type Words } from './InvoiceParts.tsx';

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
