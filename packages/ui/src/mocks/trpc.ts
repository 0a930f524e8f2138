import { http, HttpResponse, delay } from 'msw';
import type { AnyTRPCProcedure, AnyTRPCRouter, inferProcedureInput, inferProcedureOutput } from '@trpc/server';
import { ERROR_TRPC_CODE, type AppErrorData, type ErrorCode } from '@waqt/contracts';
import type { AppRouter } from '@waqt/api';

type RouterRecordOf<R> = R extends AnyTRPCRouter ? R['_def']['record'] : R;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Flatten<R, P extends string = ''> = {
  [K in keyof R & string]: R[K] extends AnyTRPCProcedure
    ? { [Q in `${P}${K}`]: R[K] }
    : Flatten<RouterRecordOf<R[K]>, `${P}${K}.`>;
}[keyof R & string];

/** Every procedure of the API by its dotted path: 'account.me', 'teams.publicBySlug', … */
type Procedures = UnionToIntersection<Flatten<RouterRecordOf<AppRouter>>>;
export type ProcedurePath = keyof Procedures & string;
export type OutputOf<P extends ProcedurePath> = inferProcedureOutput<Procedures[P]>;
export type InputOf<P extends ProcedurePath> = inferProcedureInput<Procedures[P]>;

const HTTP_STATUS: Record<string, number> = {
  BAD_REQUEST: 400, UNAUTHORIZED: 401, PAYMENT_REQUIRED: 402, FORBIDDEN: 403, NOT_FOUND: 404,
  CONFLICT: 409, PRECONDITION_FAILED: 412, TOO_MANY_REQUESTS: 429, INTERNAL_SERVER_ERROR: 500, SERVICE_UNAVAILABLE: 503,
};
const RPC_CODE: Record<string, number> = {
  BAD_REQUEST: -32600, UNAUTHORIZED: -32001, PAYMENT_REQUIRED: -32002, FORBIDDEN: -32003, NOT_FOUND: -32004,
  CONFLICT: -32009, PRECONDITION_FAILED: -32012, TOO_MANY_REQUESTS: -32029, INTERNAL_SERVER_ERROR: -32603, SERVICE_UNAVAILABLE: -32603,
};

/** The body the real API sends for an app error (see api/src/trpc/trpc.ts errorFormatter); `extra`: its `needs` or `gatewayMessage`. */
export function errorBody(path: string, code: ErrorCode, extra: Omit<AppErrorData, 'code'> = {}) {
  const transport = ERROR_TRPC_CODE[code];
  return {
    error: {
      code: RPC_CODE[transport],
      message: code,
      data: { code: transport, httpStatus: HTTP_STATUS[transport], path, appError: { code, ...extra } },
    },
  };
}

function parseInput(url: URL): unknown {
  const raw = url.searchParams.get('input');
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

type Resolver<P extends ProcedurePath> = OutputOf<P> | ((input: InputOf<P>) => OutputOf<P> | Promise<OutputOf<P>>);

/**
 * Mocks a query by name with a result typed from AppRouter.
 * Stories use a non-batched link, so one request is one procedure.
 */
export function mockQuery<P extends ProcedurePath>(path: P, result: Resolver<P>, opts: { delayMs?: number } = {}) {
  return http.get(`*/trpc/${path}`, async ({ request }) => {
    if (opts.delayMs) await delay(opts.delayMs);
    const input = parseInput(new URL(request.url)) as InputOf<P>;
    const data = typeof result === 'function' ? await (result as (i: InputOf<P>) => unknown)(input) : result;
    return HttpResponse.json({ result: { data } });
  });
}

/** Mocks a mutation by name (POST with a JSON body). */
export function mockMutation<P extends ProcedurePath>(path: P, result: Resolver<P>, opts: { delayMs?: number } = {}) {
  return http.post(`*/trpc/${path}`, async ({ request }) => {
    if (opts.delayMs) await delay(opts.delayMs);
    const input = (await request.json().catch(() => undefined)) as InputOf<P>;
    const data = typeof result === 'function' ? await (result as (i: InputOf<P>) => unknown)(input) : result;
    return HttpResponse.json({ result: { data } });
  });
}

/** The real API's response for an app error: its body (errorBody) with the transport's HTTP status. */
function errorResponse(path: string, code: ErrorCode, extra: Omit<AppErrorData, 'code'> = {}) {
  const body = errorBody(path, code, extra);
  return HttpResponse.json(body, { status: body.error.data.httpStatus });
}

/** Makes a procedure fail with a stable error code, as the real API would (with `extra`: what it needs, the gateway's reason). */
export function mockError(path: ProcedurePath, code: ErrorCode, method: 'get' | 'post' = 'get', extra: Omit<AppErrorData, 'code'> = {}) {
  return http[method](`*/trpc/${path}`, () => errorResponse(path, code, extra));
}

/**
 * A procedure that fails with `code` until `end()`, then leaves the answer to the next handler: an error
 * story stays in its error however often the screen asks (a remount or a refocus asks again), and Retry
 * after `end()` gets the answer. `handler()` (in the story's beforeEach) starts each story with the outage on.
 */
export function mockOutage(path: ProcedurePath, code: ErrorCode, method: 'get' | 'post' = 'get') {
  let down = true;
  return {
    handler: () => {
      down = true;
      return http[method](`*/trpc/${path}`, () => (down ? errorResponse(path, code) : undefined));
    },
    end: () => {
      down = false;
    },
  };
}

/** A procedure that never answers: the loading state. */
export function mockPending(path: ProcedurePath, method: 'get' | 'post' = 'get') {
  return http[method](`*/trpc/${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}
