import type { CurrentUser } from '@waqt/contracts';
import type { User } from './auth.queries.ts';

/** The only way a user leaves the API: explicit fields, so nothing extra leaks. */
export function toCurrentUser(u: User): CurrentUser {
  return {
    id: u.id,
    fullName: u.fullName,
    email: u.email,
    timezone: u.timezone,
    locale: u.locale,
    emailVerified: u.emailVerifiedAt !== null,
    hasPassword: u.passwordHash !== null,
  };
}
