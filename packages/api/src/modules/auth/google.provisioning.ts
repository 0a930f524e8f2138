import type { DataSource } from 'typeorm';
import { DEFAULT_TIMEZONE, FULL_NAME_MAX, type Locale } from '@waqt/contracts';
import { updateUser, userByEmail, type User } from './auth.queries.ts';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { createAccount } from './auth.service.ts';
import type { GoogleIdentity } from './google.oidc.ts';

/**
 * The account a verified Google identity signs in to: the one with this email (any case), verified
 * now if it was not; or a new one (its team comes from the setup).
 */
export async function findOrCreateGoogleUser(db: DataSource, clock: Clock, identity: GoogleIdentity, locale: Locale): Promise<User> {
  const now = clock.now();
  for (let attempt = 0; ; attempt++) {
    const existing = await userByEmail(db, identity.email);
    if (existing) {
      if (!existing.emailVerifiedAt) {
        // Google proves the address now. A password set before anyone proved it may be someone
        // else's (account pre-hijacking), so it stops working; the owner can set one by reset.
        existing.emailVerifiedAt = now;
        existing.passwordHash = null;
        await updateUser(db, existing.id, { emailVerifiedAt: now, passwordHash: null });
      }
      return existing;
    }
    const fullName = (identity.name.trim() || identity.email.split('@')[0]!).slice(0, FULL_NAME_MAX).trim() || 'Waqt user';
    try {
      return await createAccount(db, clock, {
        email: identity.email,
        fullName,
        passwordHash: null,
        locale,
        timezone: DEFAULT_TIMEZONE,
        businessUse: false,
        emailVerifiedAt: now,
      });
    } catch (err) {
      // Signed up at the same moment by another request: use that account.
      if (attempt === 0 && err instanceof AppError && err.code === 'EMAIL_TAKEN') continue;
      throw err;
    }
  }
}
