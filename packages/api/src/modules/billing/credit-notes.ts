import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { VAT_BASIS_POINTS, zatcaQrBase64, type BillingOverview, type CreditNoteReason, type CreditNoteView, type InvoiceView } from '@waqt/contracts';
import { AppError } from '../../errors.ts';
import { rowsOf } from '../../jobs/queue.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { creditNoteMail } from './billing-mails.ts';
import { ownersOf } from './renewals.ts';
import { recordById, type RecordRow } from './subscriptions.ts';

/**
 * Credit notes (BILLING.md §6): what was refunded of an invoice, numbered from their own gap-free
 * series (CN-000001…, the counter row's lock, as invoices), naming the invoice they correct, final once
 * issued. A refund is made at the gateway (by Waqt's staff, from its dashboard, or by code) and comes
 * back as a webhook: the payment is re-fetched, and what it refunded beyond what was already credited
 * gets one credit note — one per (payment, refunded amount), so a replayed webhook issues nothing more.
 */

type Db = DataSource | EntityManager;

/**
 * A refund's VAT, from an amount that includes it (15 %). The refund that completes the invoice takes
 * what is left of its own subtotal and VAT, so the credit notes of one invoice always add up to it.
 */
function splitRefund(record: RecordRow, amount: number, credited: { subtotal: number; vat: number }, completes: boolean): { subtotal: number; vat: number } {
  if (completes) return { subtotal: record.subtotal - credited.subtotal, vat: record.vat - credited.vat };
  const subtotal = Math.round((amount * 10_000) / (10_000 + VAT_BASIS_POINTS));
  return { subtotal, vat: amount - subtotal };
}

/** Issues the credit notes a record's payment calls for (its refunds at the gateway not yet credited). */
export async function creditRefunds(deps: AppDeps, record: RecordRow): Promise<void> {
  const { db, gateway, config, clock } = deps;
  if (!record.gateway_payment_id) return;
  const payment = await gateway.fetch(config.billing.secretKey, record.gateway_payment_id);
  // A paid payment voided at the gateway is given back in full, as a refund is.
  const refundedAtGateway = payment.status === 'voided' ? record.total : payment.refunded;
  if (payment.id !== record.gateway_payment_id || !(refundedAtGateway > 0)) return;
  await db.transaction(async (tx) => {
    const fresh = await recordById(tx, record.team_id, record.id, true);
    if (!fresh || fresh.status !== 'activated') return;
    const refunded = Math.min(refundedAtGateway, fresh.total);
    const amount = refunded - fresh.refunded_halalas;
    if (amount <= 0) return;
    const [invoice] = await tx.query<{ number: string; buyer: InvoiceView['buyer'] }[]>(`SELECT number, buyer FROM invoices WHERE billing_record_id = $1`, [fresh.id]);
    if (!invoice) return;
    const [credited] = await tx.query<{ subtotal: number; vat: number }[]>(
      `SELECT coalesce(sum(subtotal), 0)::int AS subtotal, coalesce(sum(vat), 0)::int AS vat FROM credit_notes WHERE billing_record_id = $1`,
      [fresh.id],
    );
    const { subtotal, vat } = splitRefund(fresh, amount, credited!, refunded === fresh.total);
    // Nothing left to credit before VAT (a refund of halalas of VAT alone): checked before a number is
    // taken, since this return commits the transaction and a number taken here would be a gap (issue 35).
    if (subtotal <= 0) return;
    const now = clock.now();
    const [counter] = rowsOf<{ last: string }>(await tx.query(`UPDATE invoice_counters SET last = last + 1 WHERE series = 'CN' RETURNING last`));
    const n = Number(counter!.last);
    const number = `CN-${String(n).padStart(6, '0')}`;
    // What is credited: the plan of the invoice it corrects (amounts positive on a credit note).
    const lines = [{ kind: 'plan', quantity: 1, unitHalalas: subtotal, amountHalalas: subtotal, planCode: fresh.plan_code, period: fresh.period }];
    const reason: CreditNoteReason = amount === fresh.total ? 'refund' : 'partial_refund';
    const qr = zatcaQrBase64({ sellerName: config.seller.nameAr, vatNumber: config.seller.vatNumber, timestamp: now, totalHalalas: amount, vatHalalas: vat });
    const [prev] = await tx.query<{ hash: string }[]>(`SELECT hash FROM credit_notes ORDER BY counter DESC LIMIT 1`);
    const body = { number, invoice: invoice.number, issuedAt: now.toISOString(), seller: config.seller, buyer: invoice.buyer, lines, subtotal, vat, total: amount, currency: fresh.currency, qr };
    const hash = createHash('sha256').update(JSON.stringify(body)).update(prev?.hash ?? '').digest('base64');
    await tx.query(
      `INSERT INTO credit_notes (number, counter, invoice_number, billing_record_id, team_id, gateway_refund_key, reason, issued_at, seller, buyer, lines, subtotal, vat, total, currency, qr, hash, previous_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [number, n, invoice.number, fresh.id, fresh.team_id, `${payment.id}:${refunded}`, reason, now, JSON.stringify(config.seller), JSON.stringify(invoice.buyer), JSON.stringify(lines),
        subtotal, vat, amount, fresh.currency, qr, hash, prev?.hash ?? null],
    );
    await tx.query(`UPDATE billing_records SET refunded_halalas = $2 WHERE id = $1`, [fresh.id, refunded]);
    for (const o of await ownersOf(tx, fresh.team_id)) {
      const link = `${config.appOrigin}/${o.locale}/dashboard/team/${fresh.team_id}/billing/print/credit-note/${number}`;
      await enqueueMail(tx, clock, creditNoteMail(o.email, o.locale, o.full_name, { number, invoiceNumber: invoice.number, total: amount, link }));
    }
  });
}

export async function listCreditNotes(db: Db, teamId: string): Promise<BillingOverview['creditNotes']> {
  const rows = await db.query<{ number: string; invoice_number: string; billing_record_id: string; total: number; issued_at: Date; reason: CreditNoteReason }[]>(
    `SELECT number, invoice_number, billing_record_id, total, issued_at, reason FROM credit_notes WHERE team_id = $1 ORDER BY counter DESC LIMIT 100`,
    [teamId],
  );
  return rows.map((r) => ({ number: r.number, invoiceNumber: r.invoice_number, orderId: r.billing_record_id, total: r.total, issuedAt: new Date(r.issued_at).toISOString(), reason: r.reason }));
}

export async function creditNoteOf(db: Db, teamId: string, number: string): Promise<CreditNoteView> {
  const [c] = await db.query<{
    number: string; invoice_number: string; invoice_issued_at: Date; billing_record_id: string; reason: CreditNoteReason; issued_at: Date; seller: CreditNoteView['seller'];
    buyer: CreditNoteView['buyer']; lines: CreditNoteView['lines']; subtotal: number; vat: number; total: number; currency: string; qr: string;
  }[]>(
    `SELECT c.*, i.issued_at AS invoice_issued_at FROM credit_notes c JOIN invoices i ON i.number = c.invoice_number WHERE c.team_id = $1 AND c.number = $2`,
    [teamId, number],
  );
  if (!c) throw new AppError('NOT_FOUND');
  return {
    orderId: c.billing_record_id,
    number: c.number,
    invoiceNumber: c.invoice_number,
    invoiceIssuedAt: new Date(c.invoice_issued_at).toISOString(),
    reason: c.reason,
    issuedAt: new Date(c.issued_at).toISOString(),
    seller: c.seller,
    buyer: c.buyer,
    lines: c.lines,
    subtotal: c.subtotal,
    vat: c.vat,
    total: c.total,
    vatBasisPoints: VAT_BASIS_POINTS,
    currency: c.currency,
    qr: c.qr,
  };
}
