import { TRPCError } from '@trpc/server';
import { ERROR_TRPC_CODE, type ErrorCode, type FieldIssueAt, type PlanNeeds } from '@waqt/contracts';

/** A failure a user may see: carries a stable code from contracts; the UI translates it. */
export class AppError extends Error {
  readonly needs: PlanNeeds | undefined;
  readonly gatewayMessage: string | undefined;
  readonly fields: FieldIssueAt[] | undefined;
  constructor(
    public readonly code: ErrorCode,
    message?: string,
    /**
     * `cause`: what went wrong underneath (logged on the server, never sent to a client); `needs`,
     * `gatewayMessage` and `fields` (which input fields the refusal is about) are sent (AppErrorData).
     */
    options?: { cause?: unknown; needs?: PlanNeeds; gatewayMessage?: string; fields?: FieldIssueAt[] },
  ) {
    super(message ?? code, options);
    this.needs = options?.needs;
    this.gatewayMessage = options?.gatewayMessage;
    this.fields = options?.fields;
    this.name = 'AppError';
  }
}

export function toTRPCError(err: AppError): TRPCError {
  return new TRPCError({ code: ERROR_TRPC_CODE[err.code], message: err.code, cause: err });
}
