// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types of an untyped package (see moyasar.d.ts) must reach every program that compiles this file (the app's too); an import cannot carry an ambient module
/// <reference path="./moyasar.d.ts" />
// Moyasar's official card form (npm `moyasar-payment-form`, PAYMENTS.md §2). Its script (≈120 KB gzip,
// Preact inside) and stylesheet are fetched by a dynamic import() only when the card method shows, so
// the pay page's own chunk stays small. The card goes from the form to the gateway (`base_url`) only:
// no card number ever reaches Waqt's servers.
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { currencySymbol } from '../../format/index.ts';
import { CURRENCY_TEXT } from './Pay.css.ts';
import type { CardFormConfig } from './PayMethods.tsx';
import { keepCardName, keptCardName } from './pay-token.ts';

/** The form and its stylesheet, fetched once. The package's `exports` send `import` to its UMD build, which bundlers read as CommonJS. */
const loadMoyasar = () => Promise.all([import('moyasar-payment-form'), import('moyasar-payment-form/dist/moyasar.css')]).then(([m]) => m.default);

/**
 * Fills the form's name field as if typed: the form reads the field on `keyup` (its `change` handler
 * does not keep the value), and then checks it as it checks typing. The form draws, and settles its
 * state, on its own schedule — a value set too early is reset — so the field is filled again while it is
 * empty, for a few seconds, until the booker types in the form themselves.
 */
function fillCardName(host: HTMLElement, name: string): () => void {
  let touched = false;
  const touch = (e: Event) => {
    if (e.isTrusted) touched = true;
  };
  for (const type of ['keydown', 'paste', 'input'] as const) host.addEventListener(type, touch, true);
  const fill = () => {
    const input = host.querySelector<HTMLInputElement>('input[name="mysr-cc-name"]');
    if (touched || !input || input.value) return;
    input.value = name;
    input.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true }));
  };
  fill();
  const timer = setInterval(fill, 200);
  const stop = setTimeout(() => clearInterval(timer), 5_000);
  return () => {
    clearInterval(timer);
    clearTimeout(stop);
    for (const type of ['keydown', 'paste', 'input'] as const) host.removeEventListener(type, touch, true);
  };
}

/**
 * Mounts Moyasar's form with the booking's amount, the team's publishable key and the page's language.
 * A card declined on the page stays on the page (`on_redirect`: the page says why, the form keeps what
 * was typed); one declined after 3-D Secure comes back as a new page, with the name on the card filled
 * in again.
 */
export function MoyasarCardForm({ config }: { config: CardFormConfig }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  // The gateway could not be reached when the booker pressed Pay (network, CORS, the gateway down): the
  // form itself only logs it, so the button looked dead. Said here; cleared when the booker tries again.
  const [unreachable, setUnreachable] = useState(false);
  // The callback may change identity on every render; the form keeps the one it was given, so it calls through this.
  const onCompleted = useRef(config.onCompleted);
  const onDeclined = useRef(config.onDeclined);
  useEffect(() => {
    onCompleted.current = config.onCompleted;
    onDeclined.current = config.onDeclined;
  }, [config.onCompleted, config.onDeclined]);
  const { bookingId, amountHalalas, currency, description, publishableKey, baseUrl, callbackUrl, locale } = config;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A fresh element per mount: the form renders into it with its own (Preact) tree, which is dropped with it.
    const host = document.createElement('div');
    el.append(host);
    let live = true;
    let stopFilling: () => void = () => undefined;
    setState('loading');
    loadMoyasar().then(
      (Moyasar) => {
        if (!live) return;
        Moyasar.init({
          element: host,
          amount: amountHalalas,
          currency,
          description,
          publishable_api_key: publishableKey,
          callback_url: callbackUrl,
          base_url: baseUrl,
          language: locale,
          metadata: { booking_id: bookingId },
          supported_networks: ['mada', 'visa', 'mastercard'],
          methods: ['creditcard'],
          // Its logo is a link with no accessible name; without it the (then empty) link is hidden (Pay.css.ts).
          show_footer: false,
          // Each press of Pay: a new try, so last one's message goes (an object: "go on, nothing changed").
          on_initiating: async () => {
            setUnreachable(false);
            return {};
          },
          // The gateway did not answer (the form's fetch threw): nothing was charged; say so.
          on_failure: async (error) => {
            console.error('The payment gateway could not be reached', error);
            setUnreachable(true);
          },
          // Must be an async function (the form refuses others); it runs before any 3-D Secure redirect.
          on_completed: async (payment) => {
            // Off to 3-D Secure next: the name comes back with the booker if the bank says no.
            keepCardName(bookingId, payment.source?.transaction_url ? (payment.source.name ?? null) : null);
            await onCompleted.current(payment.id);
          },
          // The payment ended on the page: a decline is said here (the form as it was), anything else goes to the callback.
          on_redirect: async (url) => {
            const back = new URL(url, window.location.href);
            const id = back.searchParams.get('id');
            if (back.searchParams.get('status') === 'failed' && id && onDeclined.current) return onDeclined.current(id);
            window.location.assign(url);
          },
        });
        const name = keptCardName(bookingId);
        if (name) stopFilling = fillCardName(host, name);
        setState('ready');
      },
      (error: unknown) => {
        console.error('The card form did not load', error);
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
      stopFilling();
      host.remove();
    };
  }, [bookingId, amountHalalas, currency, description, publishableKey, baseUrl, callbackUrl, locale, attempt]);

  return (
    <>
      {state === 'loading' ? <Spinner size="sm" label={t('payments.pay.card.loading')} showLabel /> : null}
      {state === 'failed' ? (
        <Alert
          action={
            <Button size="sm" variant="secondary" onPress={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('payments.pay.card.loadFailed')}
        </Alert>
      ) : null}
      {unreachable ? <Alert>{t('payments.pay.card.unreachable')}</Alert> : null}
      <div ref={ref} style={{ [CURRENCY_TEXT]: JSON.stringify(currencySymbol(locale, currency)) } as CSSProperties} />
    </>
  );
}
