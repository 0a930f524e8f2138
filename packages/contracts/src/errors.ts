/**
 * The error-code catalogue. Every failure a user can see carries one of these stable codes;
 * the UI translates the code (ui/src/i18n/{en,ar}.json under `errors.<code>`). Codes never change
 * meaning once shipped; add new ones instead.
 */
export const ERROR_CODES = [
  'INVALID_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'UNEXPECTED',
  'BOOKING_NOT_FOUND',
  'BOOKING_LOAD_FAILED',
  'SLOT_TAKEN',
  'EVENT_TYPE_NOT_FOUND',
  'PAYMENT_PROVIDER_NOT_FOUND',
  'PAYMENT_PROVIDER_CONFIG',
  'PAYMENT_PROVIDER_UNSUPPORTED',
  'PAYMENT_FAILED',
  'PAYMENT_FAILED_RETRY',
  'PAYMENT_VERIFICATION_FAILED',
  'PAYMENT_EXPIRED',
  'PAYMENT_METHOD_ADD_FAILED',
  'INVALID_OTP',
  'CALENDAR_SLUG_TAKEN',
  'TEAM_SLUG_TAKEN',
  'EMAIL_TAKEN',
  'INVITE_INVALID',
  'CALENDAR_LIMIT_REACHED',
  'CALENDARS_BELOW_USED',
  'FEATURE_BLOCKED',
  'PERMISSION_DISABLED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Which HTTP-ish status (tRPC code) each error travels with. */
export const ERROR_TRPC_CODE: Record<ErrorCode, 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'INTERNAL_SERVER_ERROR' | 'PRECONDITION_FAILED' | 'PAYMENT_REQUIRED'> = {
  INVALID_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  UNEXPECTED: 'INTERNAL_SERVER_ERROR',
  BOOKING_NOT_FOUND: 'NOT_FOUND',
  BOOKING_LOAD_FAILED: 'INTERNAL_SERVER_ERROR',
  SLOT_TAKEN: 'CONFLICT',
  EVENT_TYPE_NOT_FOUND: 'NOT_FOUND',
  PAYMENT_PROVIDER_NOT_FOUND: 'NOT_FOUND',
  PAYMENT_PROVIDER_CONFIG: 'PRECONDITION_FAILED',
  PAYMENT_PROVIDER_UNSUPPORTED: 'BAD_REQUEST',
  PAYMENT_FAILED: 'PAYMENT_REQUIRED',
  PAYMENT_FAILED_RETRY: 'PAYMENT_REQUIRED',
  PAYMENT_VERIFICATION_FAILED: 'BAD_REQUEST',
  PAYMENT_EXPIRED: 'PRECONDITION_FAILED',
  PAYMENT_METHOD_ADD_FAILED: 'BAD_REQUEST',
  INVALID_OTP: 'BAD_REQUEST',
  CALENDAR_SLUG_TAKEN: 'CONFLICT',
  TEAM_SLUG_TAKEN: 'CONFLICT',
  EMAIL_TAKEN: 'CONFLICT',
  INVITE_INVALID: 'BAD_REQUEST',
  CALENDAR_LIMIT_REACHED: 'FORBIDDEN',
  CALENDARS_BELOW_USED: 'BAD_REQUEST',
  FEATURE_BLOCKED: 'FORBIDDEN',
  PERMISSION_DISABLED: 'FORBIDDEN',
};

/** Success messages of SPEC §8, as stable keys the UI translates under `success.<key>`. */
export const SUCCESS_CODES = [
  'BOOKING_CANCELLED',
  'BOOKING_EXPIRED',
  'CUSTOMER_ADDED',
  'CUSTOMER_UPDATED',
  'CUSTOMER_DELETED',
  'CUSTOMER_ARCHIVED',
  'MEMBER_DELETED',
  'INVITE_SENT',
  'INVITE_CANCELLED',
  'PAYMENT_PROVIDER_UPDATED',
  'PAYMENT_PROVIDER_DELETED',
  'PAYMENT_EXPIRATION_UPDATED',
  'PAYMENT_SUCCEEDED',
  'PAYMENT_METHOD_ADDED',
  'SUBSCRIPTION_REENABLED',
  'TEAM_JOINED',
] as const;
export type SuccessCode = (typeof SUCCESS_CODES)[number];

/** Shape of `error.data.appError` on every tRPC error the API sends. */
export interface AppErrorData {
  code: ErrorCode;
  /** Field-level issues for form errors: path joined with '.', and an i18n key under `validation.`. */
  fields?: { path: string; issue: string; params?: Record<string, string | number> }[];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
