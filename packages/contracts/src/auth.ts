import { z } from 'zod';
import { DEFAULT_TIMEZONE, LOCALES, OTP_LENGTH } from './constants.ts';
import { isKnownTimeZone } from './timezone.ts';
import { textSchema } from './text.ts';
import { EMAIL_MAX, FULL_NAME_MAX } from './rules.ts';

/** Field bounds shared by the forms and the API. */
export { FULL_NAME_MAX };
export const PASSWORD_MIN = 10;
const PASSWORD_MAX = 200;

export const emailSchema = z.email().trim().toLowerCase().max(EMAIL_MAX);
export const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const fullNameSchema = textSchema({ min: 1, max: FULL_NAME_MAX });
export const otpCodeSchema = z.string().trim().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`));
export const timezoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isKnownTimeZone, 'invalid_timezone');

export const registerInput = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
  businessUse: z.boolean().default(false),
  locale: z.enum(LOCALES).default('en'),
  timezone: timezoneSchema.default(DEFAULT_TIMEZONE),
});
export type RegisterInput = z.input<typeof registerInput>;

/**
 * `code`: a sign-in code (purpose 'login') mailed to the address, needed besides the password once the
 * address has had LOGIN_CODE_AFTER_FAILURES wrong passwords (the API answers LOGIN_CODE_REQUIRED).
 */
export const loginPasswordInput = z.object({ email: emailSchema, password: z.string().min(1).max(PASSWORD_MAX), code: otpCodeSchema.optional() });
export type LoginPasswordInput = z.infer<typeof loginPasswordInput>;

/** Why a code is asked for: sign-in or verifying a new account's email. */
const otpPurposeSchema = z.enum(['login', 'verify_email']);
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;

export const requestOtpInput = z.object({ email: emailSchema, purpose: otpPurposeSchema.default('login') });
export const verifyOtpInput = z.object({ email: emailSchema, code: otpCodeSchema, purpose: otpPurposeSchema.default('login') });

export const resetRequestInput = z.object({ email: emailSchema });
export const resetSubmitInput = z.object({ token: z.string().min(20).max(200), password: passwordSchema });

export const updateAccountInput = z.object({
  fullName: fullNameSchema,
  timezone: timezoneSchema,
  locale: z.enum(LOCALES),
});
export type UpdateAccountInput = z.infer<typeof updateAccountInput>;

/**
 * Moving the account to another address needs proof beyond the session: the current password, or for
 * an account without one (Google, codes only) a code mailed to the current address
 * (`account.requestEmailChangeCode`).
 */
export const changeEmailInput = z.object({
  newEmail: emailSchema,
  currentPassword: z.string().min(1).max(PASSWORD_MAX).optional(),
  currentCode: otpCodeSchema.optional(),
});
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;
/** The link mailed to the old address after an email change: puts the old address back. */
export const undoEmailChangeInput = z.object({ token: z.string().min(20).max(200) });
export const undoEmailChangeOutput = z.object({ ok: z.literal(true), email: z.email() });
export const confirmEmailChangeInput = z.object({ code: otpCodeSchema });
export const changePasswordInput = z.object({ currentPassword: z.string().min(1).max(PASSWORD_MAX), newPassword: passwordSchema });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** Generic "done" answer, for endpoints that must not reveal whether an email exists. */
export const okSchema = z.object({ ok: z.literal(true) });

/** Answer of a code request: when the next resend is allowed (ISO instant). */
export const otpSentSchema = z.object({ ok: z.literal(true), resendAt: z.iso.datetime() });

export const authProvidersSchema = z.object({ google: z.boolean() });
