/**
 * @waqt/sandbox — development only. Local stand-ins for the providers Waqt talks to, so development, the
 * API's tests and the end-to-end suite never reach the real ones: a Moyasar-compatible payment API, and
 * one phone server answering as Unifonic (SMS) and the WhatsApp Cloud API. README.md says what they
 * answer and why. The API loads this package only outside production (`import('@waqt/sandbox')` in
 * packages/api/src/dev/), and its production build leaves it out.
 */
export { createMoyasarSandbox, startMoyasarSandbox, devAccount, BILLING_DEV_PUBLISHABLE_KEY, BILLING_DEV_SECRET_KEY, DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from './moyasar/sandbox.ts';
export { THREEDS_CARDS } from './moyasar/cards.ts';
export { createMessagingSandbox, startMessagingSandbox, type MessagingSandbox } from './messaging/sandbox.ts';
export { whatsappSignature } from './messaging/callbacks.ts';
export type { ListedMessage } from './messaging/store.ts';
export { phoneInbox, type DevPhoneMessage } from './messaging/inbox.ts';
export { phoneHooks, pointMoyasarWebhook } from './admin.ts';
export { runStandalone } from './standalone.ts';
