import type { SandboxLog } from './log.ts';
import { startMessagingSandbox } from './messaging/sandbox.ts';
import { maskKey } from './moyasar/format.ts';
import { BILLING_DEV_ACCOUNT_ID, DEV_ACCOUNT_ID, isBuiltInSecret, startMoyasarSandbox } from './moyasar/sandbox.ts';

export type SandboxKind = 'moyasar' | 'messaging';

/** What each sandbox says it is, and where, when it runs alone. */
const banner: Record<SandboxKind, (url: string, accounts: Awaited<ReturnType<typeof startMoyasarSandbox>>['sandbox']['accounts']) => string[]> = {
  moyasar: (url, accounts) => {
    const lines = [`Moyasar sandbox on ${url} (the form's base_url and the API's MOYASAR_BASE_URL)`];
    const labels: Record<string, [string, string]> = {
      [DEV_ACCOUNT_ID]: ['dev account (teams)', 'MOYASAR_SANDBOX_SECRET_KEY'],
      [BILLING_DEV_ACCOUNT_ID]: ["billing account (Waqt's own)", 'BILLING_MOYASAR_SECRET_KEY'],
    };
    for (const a of accounts) {
      const [label, variable] = labels[a.id] ?? ['account', 'configured'];
      // The built-in dev keys are public (they are in the source); a secret key from the environment is shown masked.
      const secret = isBuiltInSecret(a.secret_key) ? a.secret_key : `${maskKey(a.secret_key)} (${variable})`;
      lines.push(`  ${label} ${a.id}${a.created ? ' (created now)' : ''}`, `    publishable key: ${a.publishable_key}`, `    secret key:      ${secret}`);
    }
    lines.push(`  admin: POST ${url}/_sandbox/accounts · POST ${url}/_sandbox/webhooks · GET ${url}/_sandbox/deliveries`);
    return lines;
  },
  messaging: (url) => [
    `Phone sandbox on ${url} (UNIFONIC_BASE_URL and WHATSAPP_BASE_URL)`,
    `  Unifonic: POST ${url}/rest/SMS/messages · WhatsApp: POST ${url}/v21.0/{phone-number-id}/messages`,
    `  admin: PUT ${url}/_sandbox/hooks · GET ${url}/_sandbox/messages · POST ${url}/_sandbox/whatsapp/reply`,
  ],
};

/**
 * A sandbox as its own process (`npm run sandbox:moyasar`, `npm run sandbox:messaging`): listening on
 * 127.0.0.1:`port`, its URLs (and the Moyasar sandbox's keys) printed, stopped on SIGINT / SIGTERM
 * (exit 0). The launcher (packages/api/src/dev/sandbox-main.ts) knows where the app's database is; a
 * start that fails rejects, for it to explain.
 */
export async function runStandalone(kind: SandboxKind, o: { databaseUrl: string; port: number; log: SandboxLog }): Promise<void> {
  const opts = { databaseUrl: o.databaseUrl, port: o.port, host: '127.0.0.1', log: o.log };
  const started = kind === 'moyasar' ? await startMoyasarSandbox(opts) : await startMessagingSandbox(opts);
  console.log(banner[kind](started.url, 'accounts' in started.sandbox ? started.sandbox.accounts : []).join('\n'));
  const shutdown = async (signal: string) => {
    o.log.info({ signal }, `${kind} sandbox stopping`);
    await started.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
