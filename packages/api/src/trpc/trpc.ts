import { initTRPC, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { fieldIssuesFromZod, isErrorCode, type AppErrorData, type ErrorCode } from '@waqt/contracts';
import { AppError, toTRPCError } from '../errors.ts';
import type { Context } from './context.ts';
import { observeRequest } from '../ops/metrics.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { isGatewayUnavailable } from '../payments/unavailable.ts';

function appErrorOf(error: TRPCError): AppErrorData {
  const cause = error.cause;
  if (cause instanceof AppError) {
    return {
      code: cause.code,
      ...(cause.needs ? { needs: cause.needs } : {}),
      ...(cause.gatewayMessage ? { gatewayMessage: cause.gatewayMessage } : {}),
      ...(cause.fields?.length ? { fields: cause.fields } : {}),
    };
  }
  if (cause instanceof ZodError) {
    return { code: 'INVALID_REQUEST', fields: fieldIssuesFromZod(cause.issues) };
  }
  const byTransport: Partial<Record<TRPCError['code'], ErrorCode>> = {
    PARSE_ERROR: 'INVALID_REQUEST',
    BAD_REQUEST: 'INVALID_REQUEST',
    UNAUTHORIZED: 'UNAUTHORIZED',
    FORBIDDEN: 'FORBIDDEN',
    NOT_FOUND: 'NOT_FOUND',
    TOO_MANY_REQUESTS: 'RATE_LIMITED',
    METHOD_NOT_SUPPORTED: 'INVALID_REQUEST',
    PAYLOAD_TOO_LARGE: 'REQUEST_TOO_LARGE',
    UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  };
  const code = isErrorCode(error.message) ? error.message : (byTransport[error.code] ?? 'UNEXPECTED');
  return { code };
}

const t = initTRPC.context<Context>().create({
  /**
   * Every error leaves with a stable code (data.appError.code) and no stack, SQL or internal
   * message: the message is the code itself, which the UI translates.
   */
  errorFormatter({ shape, error }) {
    const appError = appErrorOf(error);
    return {
      code: shape.code,
      message: appError.code,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        appError,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Maps AppError thrown by services to a TRPCError carrying its code. A failure because PostgreSQL is
 * down or restarting, or the payment gateway cannot answer, leaves as 503 (SERVICE_UNAVAILABLE, code
 * UNEXPECTED), not 500: the client may try again shortly (db/unavailable.ts, payments/unavailable.ts).
 */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    // A service's own code stands (PAYMENT_PROVIDER_CONFIG when the gateway is down while saving keys);
    // an unforeseen failure (no code, or UNEXPECTED around a database error) may be an outage.
    const coded = cause instanceof AppError && cause.code !== 'UNEXPECTED';
    if (result.error.code === 'INTERNAL_SERVER_ERROR' && !coded && (isDatabaseUnavailable(cause) || isGatewayUnavailable(cause))) {
      return { ...result, error: new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'UNEXPECTED', cause: result.error }) };
    }
    if (cause instanceof AppError && result.error.code === 'INTERNAL_SERVER_ERROR') {
      return { ...result, error: toTRPCError(cause) };
    }
  }
  return result;
});

/**
 * Times each call into /metrics' latency histogram under its procedure's path (`public.slots`), with
 * the status its error maps to: the calls of a batch one by one, from routing to result.
 */
const timed = t.middleware(async ({ path, next }) => {
  const start = performance.now();
  const result = await next();
  observeRequest(path, result.ok ? 200 : getHTTPStatusCodeFromError(result.error), (performance.now() - start) / 1000);
  return result;
});

export const publicProcedure = t.procedure.use(timed).use(mapErrors);
