import { createHash } from 'node:crypto';
import { VAT_BASIS_POINTS, routes, zatcaQrBase64, type BillingOverview, type CreditNoteReason, type CreditNoteView, type InvoiceView } from '@waqt/contracts';
import { AppError } from '../../errors.ts';
import type { Db } from '../../db/tx.ts';
import type { AppDeps } from '../../trpc/context.ts';
import {
  bumpInvoiceCounter,
  creditNoteRow,
  creditNoteRows,
  creditedOfRecord,
  insertCreditNote,
  insertInvoice,
  invoiceBuyerOf,
  invoiceOfRecord,
  invoiceRow,
  lastDocumentHash,
  recordById,
  setRefunded,
  type RecordRow,
} from './billing.queries.ts';
import { creditNoteMail } from './billing-mails.ts';
import { mailOwners } from './owner-mails.ts';

/**
 * Invoices and credit notes (BILLING.md §6): each from its own gap-free series (INV-000001…,
 * CN-000001…) — the counter row is incremented in the issuing transaction, so concurrent issues wait
 * on its lock and a rollback returns the number —, each with its ZATCA QR and the hash chain kept for
 * phase 2, final once issued (triggers refuse UPDATE and DELETE). The invoices and credit notes tables
 * are written only here.
 */

type Seller = AppDeps['config']['seller'];

/** The next number of a series, in the caller's transaction. */
async function nextNumber(tx: Db, series: 'INV' | 'CN'): Promise<{ counter: number; number: string }> {
  const row = await bumpInvoiceCounter(tx, series);
  const counter = Number(row!.last);
  return { counter, number: `${series}-${String(counter).padStart(6, '0')}` };
}

/** A document's link in the hash chain: its body hashed after the previous document's hash (of the same table). */
async function chained(tx: Db, table: 'invoices' | 'credit_notes', body: object): Promise<{ hash: string; previousHash: string | null }> {
  const prev = await lastDocumentHash(tx, table);
  const hash = createHash('sha256').update(JSON.stringify(body)).update(prev?.hash ?? '').digest('base64');
  return { hash, previousHash: prev?.hash ?? null };
}

// ——— Invoices ———

/**
 * Issues the invoice of a paid record, in the caller's transaction: the next number of the series, a
 * tax invoice when the team gave its VAT number and address (a simplified one otherwise), the QR and
 * the hash chain.
 */
export async function issueInvoice(tx: Db, seller: Seller, record: RecordRow, issuedAt: Date): Promise<{ number: string }> {
  const { counter, number } = await nextNumber(tx, 'INV');
  const team = await invoiceBuyerOf(tx, record.team_id);
  const isTax = Boolean(team!.billing_vat_number && team!.billing_address);
  const buyer = { name: team!.billing_legal_name || team!.name, vatNumber: team!.billing_vat_number || null, address: team!.billing_address || null };
  const lines = record.lines.map((l) => ({ ...l, planCode: l.planCode ?? record.plan_code, period: l.period ?? record.period }));
  const qr = zatcaQrBase64({ sellerName: seller.nameAr, vatNumber: seller.vatNumber, timestamp: issuedAt, totalHalalas: record.total, vatHalalas: record.vat });
  const body = { number, issuedAt: issuedAt.toISOString(), seller, buyer, lines, subtotal: record.subtotal, vat: record.vat, total: record.total, currency: record.currency, qr };
  const { hash, previousHash } = await chained(tx, 'invoices', body);
  await insertInvoice(tx, [number, counter, record.id, record.team_id, isTax ? 'tax' : 'simplified', issuedAt, JSON.stringify(seller), JSON.stringify(buyer), JSON.stringify(lines),
    record.subtotal, record.vat, record.total, record.currency, qr, hash, previousHash]);
  return { number };
}

export async function invoiceOf(db: Db, teamId: string, orderId: string): Promise<InvoiceView> {
  const i = await invoiceRow(db, teamId, orderId);
  if (!i) throw new AppError('NOT_FOUND');
  return {
    orderId: i.billing_record_id,
    number: i.number,
    type: i.type,
    issuedAt: new Date(i.issued_at).toISOString(),
    seller: i.seller,
    buyer: i.buyer,
    lines: i.lines,
    subtotal: i.subtotal,
    vat: i.vat,
    total: i.total,
    vatBasisPoints: VAT_BASIS_POINTS,
    currency: i.currency,
    qr: i.qr,
  };
}

// ——— Credit notes ———
// What was refunded of an invoice, naming the invoice it corrects. A refund is made at the gateway (by
// Waqt's staff, from its dashboard, or by code) and comes back as a webhook: the payment is re-fetched,
// and what it refunded beyond what was already credited gets one credit note — one per (payment,
// refunded amount), so a replayed webhook issues nothing more.

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
    const invoice = await invoiceOfRecord(tx, fresh.id);
    if (!invoice) return;
    const credited = await creditedOfRecord(tx, fresh.id);
    const { subtotal, vat } = splitRefund(fresh, amount, credited!, refunded === fresh.total);
    // Nothing left to credit before VAT (a refund of halalas of VAT alone): checked before a number is
    // taken, since this return commits the transaction and a number taken here would be a gap (issue 35).
    if (subtotal <= 0) return;
    const now = clock.now();
    const { counter, number } = await nextNumber(tx, 'CN');
    // What is credited: the plan of the invoice it corrects (amounts positive on a credit note).
    const lines = [{ kind: 'plan', quantity: 1, unitHalalas: subtotal, amountHalalas: subtotal, planCode: fresh.plan_code, period: fresh.period }];
    const reason: CreditNoteReason = amount === fresh.total ? 'refund' : 'partial_refund';
    const qr = zatcaQrBase64({ sellerName: config.seller.nameAr, vatNumber: config.seller.vatNumber, timestamp: now, totalHalalas: amount, vatHalalas: vat });
    const body = { number, invoice: invoice.number, issuedAt: now.toISOString(), seller: config.seller, buyer: invoice.buyer, lines, subtotal, vat, total: amount, currency: fresh.currency, qr };
    const { hash, previousHash } = await chained(tx, 'credit_notes', body);
    await insertCreditNote(tx, [number, counter, invoice.number, fresh.id, fresh.team_id, `${payment.id}:${refunded}`, reason, now, JSON.stringify(config.seller), JSON.stringify(invoice.buyer), JSON.stringify(lines),
      subtotal, vat, amount, fresh.currency, qr, hash, previousHash]);
    await setRefunded(tx, fresh.id, refunded);
    await mailOwners(deps, tx, fresh.team_id, (o, link) =>
      creditNoteMail(o.email, o.locale, o.full_name, { number, invoiceNumber: invoice.number, total: amount, link: link((l, teamId) => routes.creditNote(l, teamId, number)) }),
    );
  });
}

export async function listCreditNotes(db: Db, teamId: string): Promise<BillingOverview['creditNotes']> {
  const rows = await creditNoteRows(db, teamId);
  return rows.map((r) => ({ number: r.number, invoiceNumber: r.invoice_number, orderId: r.billing_record_id, total: r.total, issuedAt: new Date(r.issued_at).toISOString(), reason: r.reason }));
}

export async function creditNoteOf(db: Db, teamId: string, number: string): Promise<CreditNoteView> {
  const c = await creditNoteRow(db, teamId, number);
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
