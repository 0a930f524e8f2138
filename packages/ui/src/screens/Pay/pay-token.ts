/**
 * The pay page's manage token. It comes in the page's link (`?token=`, from the confirmation page or the
 * mail) and is kept in this tab's sessionStorage, so the gateway's callback URL — which Moyasar stores
 * and passes through 3-D Secure — carries none: back from the gateway (`?id&status&message`), the page
 * finds the token here. Another tab or browser opening the bare callback URL has no token (the pay page
 * then asks for the mail's link); public.verifyPayment needs none.
 */
const key = (bookingId: string) => `waqt.payToken.${bookingId}`;

export function payTokenFor(bookingId: string, fromUrl: string | null | undefined, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage): string | undefined {
  try {
    if (fromUrl) {
      storage?.setItem(key(bookingId), fromUrl);
      return fromUrl;
    }
    return storage?.getItem(key(bookingId)) ?? undefined;
  } catch {
    return fromUrl ?? undefined; // storage refused (private mode, quota): the link's token only
  }
}
