import { Router, type Response } from 'express';
import { notFound } from './errors.ts';
import { callbackRedirect, escapeHtml, safeEqual } from './format.ts';
import { APPROVED, APPROVED_CODE, AUTH_REJECTED, type PaymentService } from './payments.ts';
import type { SandboxStore } from './store.ts';
import type { TokenService } from './tokens.ts';

/** Accessible names e2e tests click (Playwright: getByRole('button', { name })). */
const AUTHENTICATE_BUTTON = 'Authenticate';
const FAIL_BUTTON = 'Fail authentication';
const PAGE_TITLE = '3-D Secure (sandbox)';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PageModel {
  action: string;
  merchant: string;
  amount: string;
  card: string;
  description: string | null;
}

/** The stand-in for the issuer's challenge: what is being paid, and the two answers a bank could give. */
function renderThreeDsPage(m: PageModel): string {
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PAGE_TITLE}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding-block: 2rem; padding-inline: 1rem; background: #f4f5f7; color: #1b1d21; }
  main { max-inline-size: 28rem; margin-inline: auto; background: #fff; border-radius: 0.75rem; padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.25rem; margin-block: 0 0.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-block-start: 1.5rem; }
  button { font: inherit; padding-block: 0.6rem; padding-inline: 1.2rem; border-radius: 0.5rem; border: 1px solid #1b1d21; cursor: pointer; }
  button[value="authenticate"] { background: #14532d; border-color: #14532d; color: #fff; }
  button[value="fail"] { background: #fff; color: #991b1b; border-color: #991b1b; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
</style>
</head>
<body>
<main aria-labelledby="title">
<h1 id="title">${PAGE_TITLE}</h1>
<p>This page stands in for the card issuer's authentication. No bank is contacted and no money moves.</p>
<dl>
${row('Merchant', m.merchant)}
${row('Amount', m.amount)}
${row('Card', m.card)}
${m.description ? row('Description', m.description) : ''}
</dl>
<form method="post" action="${escapeHtml(m.action)}">
<div class="actions">
<button type="submit" name="action" value="authenticate">${AUTHENTICATE_BUTTON}</button>
<button type="submit" name="action" value="fail">${FAIL_BUTTON}</button>
</div>
</form>
</main>
</body>
</html>`;
}

function sendPage(res: Response, status: number, html: string) {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    // The form posts here, then the answer redirects to the merchant's callback: any http(s) target.
    .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; base-uri 'none'")
    .type('html')
    .send(html);
}

const donePage = (text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${PAGE_TITLE}</title></head><body><main><h1>${PAGE_TITLE}</h1><p>${escapeHtml(text)}</p></main></body></html>`;

/** `GET|POST /v1/transaction_auths/{id}/form?token=…`: payments' transaction_url and tokens' verification_url. */
export function threeDsRouter(d: { store: SandboxStore; now: () => Date; payments: PaymentService; tokens: TokenService }): Router {
  const r = Router();
  const { store } = d;

  async function findAuth(id: string, token: unknown) {
    if (!UUID.test(id) || typeof token !== 'string') return null;
    const auth = await store.auth(store.pool, id);
    return auth && safeEqual(auth.token, token) ? auth : null;
  }

  /** Where the payer goes once the page is answered (again after a double submit). */
  async function outcomeRedirect(kind: 'payment' | 'token', targetId: string): Promise<string | null> {
    if (kind === 'payment') {
      const p = (await store.payment(store.pool, targetId))?.data;
      return p?.callback_url ? callbackRedirect(p.callback_url, { id: p.id, status: p.status, message: p.source.message }) : null;
    }
    const t = await store.token(store.pool, targetId);
    return t?.private.callbackUrl ? callbackRedirect(t.private.callbackUrl, { id: t.data.id, status: t.data.status, message: t.data.message }) : null;
  }

  r.get('/v1/transaction_auths/:id/form', async (req, res) => {
    const auth = await findAuth(req.params.id, req.query.token);
    if (!auth) throw notFound();
    if (auth.completed_at) {
      const to = await outcomeRedirect(auth.kind, auth.target_id);
      if (to) return res.redirect(303, to);
      return sendPage(res, 200, donePage('This authentication is complete.'));
    }
    const action = `/v1/transaction_auths/${auth.id}/form?token=${encodeURIComponent(auth.token)}`;
    if (auth.kind === 'payment') {
      const row = await store.payment(store.pool, auth.target_id);
      if (!row) throw notFound();
      const account = await store.accountById(row.account_id);
      const p = row.data;
      const card = `${p.source.company ?? 'card'} ${p.source.number}`;
      return sendPage(res, 200, renderThreeDsPage({ action, merchant: account?.name ?? '', amount: p.amount_format, card, description: p.description }));
    }
    const t = await store.token(store.pool, auth.target_id);
    if (!t) throw notFound();
    const account = await store.accountById(t.account_id);
    const card = `${t.data.brand ?? 'card'} XXXX-XXXX-XXXX-${t.data.last_four}`;
    const verification = t.private.verificationPaymentId ? (await store.payment(store.pool, t.private.verificationPaymentId))?.data : null;
    const amount = verification ? `${verification.amount_format} (card verification, voided at once)` : 'Card verification (no charge)';
    return sendPage(res, 200, renderThreeDsPage({ action, merchant: account?.name ?? '', amount, card, description: verification?.description ?? null }));
  });

  r.post('/v1/transaction_auths/:id/form', async (req, res) => {
    const auth = await findAuth(req.params.id, req.query.token);
    if (!auth) throw notFound();
    const body = (req.body ?? {}) as Record<string, unknown>;
    // The page's buttons send action=authenticate|fail; `decision=approve|decline` is taken too for scripted callers.
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const answer = text(body.action) || text(body.decision);
    const approve = answer === 'authenticate' || answer === 'approve';
    if (!approve && answer !== 'fail' && answer !== 'decline') {
      return sendPage(res, 400, donePage('Choose "Authenticate" or "Fail authentication".'));
    }
    await d.payments.commit(async (c, emit) => {
      const locked = await store.auth(c, auth.id, { forUpdate: true });
      if (!locked || locked.completed_at) return;
      const now = d.now();
      await store.completeAuth(c, auth.id, now);
      if (auth.kind === 'payment') {
        const row = await store.payment(c, auth.target_id, { forUpdate: true });
        if (!row || row.data.status !== 'initiated') return;
        const then = row.private.onAuthenticated;
        // Payments stored before `responseCode` was kept: APPROVED is 00, a decline has none to tell.
        const [status, message, responseCode] = approve ? [then.status, then.message, then.responseCode ?? (then.message === APPROVED ? APPROVED_CODE : null)] : (['failed', AUTH_REJECTED, null] as const);
        const next = { ...row.data, status, source: { ...row.data.source, message, response_code: responseCode }, updated_at: now.toISOString() };
        await store.updatePayment(c, next);
        const account = await store.accountById(row.account_id);
        if (account) await emit(account, next, `payment_${status}`);
        return;
      }
      await d.tokens.verify(c, emit, auth.target_id, approve);
    });
    const to = await outcomeRedirect(auth.kind, auth.target_id);
    if (to) return res.redirect(303, to);
    return sendPage(res, 200, donePage(approve ? 'Authenticated. You can close this page.' : 'Authentication failed. You can close this page.'));
  });

  return r;
}
