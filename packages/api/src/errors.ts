import { TRPCError } from '@trpc/server';
import { ERROR_TRPC_CODE, type ErrorCode } from '@waqt/contracts';

/** A failure a user may see: carries a stable code from contracts; the UI translates it. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'AppError';
  }
}

export function toTRPCError(err: AppError): TRPCError {
  return new TRPCError({ code: ERROR_TRPC_CODE[err.code], message: err.code, cause: err });
}
