import { TRPCClientError } from '@trpc/client';
import { isErrorCode, type AppErrorData, type ErrorCode } from '@waqt/contracts';

/** The stable error code of any failure (tRPC or network); UNEXPECTED when unknown. */
export function errorCodeOf(error: unknown): ErrorCode {
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? {}) as { appError?: AppErrorData };
    if (data.appError && isErrorCode(data.appError.code)) return data.appError.code;
    if (isErrorCode(error.message)) return error.message;
  }
  return 'UNEXPECTED';
}

/** Field issues attached to an INVALID_REQUEST error. */
export function fieldIssuesOf(error: unknown): NonNullable<AppErrorData['fields']> {
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? {}) as { appError?: AppErrorData };
    return data.appError?.fields ?? [];
  }
  return [];
}

function appErrorOf(error: unknown): AppErrorData | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  return ((error.data ?? {}) as { appError?: AppErrorData }).appError;
}

/** What a plan-refused call needs (CALENDAR_LIMIT_REACHED, FEATURE_BLOCKED…): the upgrade prompt's input. */
export function planNeedsOf(error: unknown): AppErrorData['needs'] {
  return appErrorOf(error)?.needs;
}

/** The gateway's own reason for a declined charge (BILLING_CHARGE_FAILED), as it came. */
export function gatewayMessageOf(error: unknown): string | undefined {
  return appErrorOf(error)?.gatewayMessage;
}
