import { z } from 'zod';
import { LOCALES } from './constants.ts';

const localeSchema = z.enum(LOCALES);

/** What `account.me` returns: only what a client needs, nothing more leaks. */
export const currentUserSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.email(),
  timezone: z.string(),
  locale: localeSchema,
  emailVerified: z.boolean(),
  /**
   * Whether the account has a password (else an email change is confirmed by a code to the current
   * address). Defaults for a user cached by an older build.
   */
  hasPassword: z.boolean().default(true),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
