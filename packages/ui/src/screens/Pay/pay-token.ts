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

/**
 * The name on the card, kept in this tab while the booker is away at 3-D Secure: a decline there comes
 * back as a new page, and Moyasar's form starts empty; the page fills the name in again. Kept only until
 * the next payment the form makes (`keepCardName(id, null)`), and never the card's number or anything else.
 */
const nameKey = (bookingId: string) => `waqt.payName.${bookingId}`;

export function keepCardName(bookingId: string, name: string | null, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.sessionStorage): void {
  try {
    if (name?.trim()) storage?.setItem(nameKey(bookingId), name.trim().slice(0, 100));
    else storage?.removeItem(nameKey(bookingId));
  } catch {
    // storage refused: the name is typed again
  }
}

export function keptCardName(bookingId: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): string | undefined {
  try {
    return storage?.getItem(nameKey(bookingId)) || undefined;
  } catch {
    return undefined;
  }
}
