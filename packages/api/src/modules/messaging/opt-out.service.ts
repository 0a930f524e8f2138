import { AppError } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import { limitAttempts } from '../auth/rate-limit.ts';
import { messageForOptOut } from './messaging.queries.ts';
import { E164, isOptOutToken, optOut } from './opt-outs.ts';

/**
 * The opt-out link of a phone message: the token must be the message's (BOOKING_TOKEN_INVALID
 * otherwise, before anything is read), then the number it went to is opted out of that team's
 * messages. Again is fine (the answer is the same). Limited per client IP like the other public calls.
 */
export async function optOutByLink(ctx: Context, input: { messageId: string; token: string }): Promise<{ ok: true; team: string }> {
  await limitAttempts(ctx.db, ctx.clock, [{ key: `opt_out:ip:${ctx.ip}`, max: ctx.config.bookingAttemptsPerWindow * 3 }]);
  if (!isOptOutToken(ctx.config.authSecret, input.messageId, input.token)) throw new AppError('BOOKING_TOKEN_INVALID');
  const m = await messageForOptOut(ctx.db, input.messageId);
  if (!m) throw new AppError('BOOKING_NOT_FOUND');
  // The number the message went to; a message never sent names the booking's number (the same one it would have used).
  const phone = [m.recipient, m.customer_phone].find((p): p is string => !!p && E164.test(p));
  if (!phone) throw new AppError('BOOKING_TOKEN_INVALID');
  await optOut(ctx.db, ctx.clock, m.team_id, phone, 'link');
  return { ok: true, team: m.team };
}
