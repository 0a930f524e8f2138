/** Moyasar's error body: `{type, message, errors}` (PAYMENTS.md §1.8). */
export type FieldErrors = Record<string, string[]>;

export class SandboxError extends Error {
  readonly status: number;
  readonly type: string;
  readonly errors: FieldErrors | null;
  constructor(status: number, type: string, message: string, errors: FieldErrors | null = null) {
    super(message);
    this.name = 'SandboxError';
    this.status = status;
    this.type = type;
    this.errors = errors;
  }

  toJSON() {
    return { type: this.type, message: this.message, errors: this.errors };
  }
}

export const unauthenticated = () => new SandboxError(401, 'authentication_error', 'Invalid authorization credentials');
/** A publishable key may only create payments and tokens; Moyasar answers 403 "credentials not enough". */
export const forbidden = () =>
  new SandboxError(403, 'authorization_error', 'Your credentials are not enough to perform this action: use the secret key');
export const notFound = () => new SandboxError(404, 'api_error', 'Object not found');
export const validationFailed = (errors: FieldErrors) => new SandboxError(400, 'invalid_request_error', 'Validation Failed', errors);
export const invalidRequest = (message: string) => new SandboxError(400, 'invalid_request_error', message);

/** Collects messages per field, in Moyasar's `errors` shape. */
export class ErrorBag {
  readonly fields: FieldErrors = {};
  add(field: string, message: string): void {
    (this.fields[field] ??= []).push(message);
  }
  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }
  throwIfAny(): void {
    if (!this.empty) throw validationFailed(this.fields);
  }
}
