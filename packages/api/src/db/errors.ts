import { QueryFailedError } from 'typeorm';
import type { ErrorCode } from '@waqt/contracts';
import { AppError } from '../errors.ts';

/** The SQLSTATE of a database error (TypeORM wraps the driver's error), or undefined. */
export function sqlStateOf(err: unknown): string | undefined {
  const e: unknown = err instanceof QueryFailedError ? err.driverError : err;
  const code = e && typeof e === 'object' && 'code' in e ? e.code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The constraint a database error names (unique, exclusion, check, foreign key), or undefined. */
export function constraintOf(err: unknown): string | undefined {
  const e: unknown = err instanceof QueryFailedError ? err.driverError : err;
  const c = e && typeof e === 'object' && 'constraint' in e ? e.constraint : undefined;
  return typeof c === 'string' ? c : undefined;
}

/**
 * Which user-facing code a refused write means, by constraint name. A constraint that is not here
 * is a bug or an unforeseen race, never something to guess a message for: it maps to UNEXPECTED.
 */
const CONSTRAINT_CODES: Readonly<Record<string, ErrorCode>> = {
  users_email_key: 'EMAIL_TAKEN',
  teams_slug_key: 'TEAM_SLUG_TAKEN',
  calendars_team_slug_uq: 'CALENDAR_SLUG_TAKEN',
  event_types_calendar_slug_uq: 'EVENT_TYPE_SLUG_TAKEN',
  bookings_no_overlap: 'SLOT_TAKEN',
  // The public link namespace (migration PublicLinks): raised by the claim triggers.
  public_links_team_taken: 'TEAM_SLUG_TAKEN',
  public_links_calendar_taken: 'CALENDAR_SLUG_TAKEN',
};

/**
 * Foreign-key refusals (23503) mean different things on each side of the key (deleting a schedule an
 * event type uses vs. inserting an event type with an unknown schedule), so they are named per call
 * site through `overrides`; these are the deleting sides.
 */
export const DELETE_IN_USE_CODES: Readonly<Record<string, ErrorCode>> = {
  event_types_schedule_id_fkey: 'SCHEDULE_IN_USE',
};

/** An exclusion constraint (23P01) refuses overlapping time ranges: a slot someone else holds. */
const EXCLUSION_DEFAULT: ErrorCode = 'SLOT_TAKEN';

/**
 * The AppError a database error stands for; anything that is not a database error is returned as
 * it is (AppErrors thrown inside a transaction pass through). `overrides` names what a constraint
 * means at one call site (e.g. an active-membership index while accepting an invite).
 *
 * - 23505 unique / 23P01 exclusion / 23503 foreign key / 23001 restrict (ON DELETE RESTRICT): by constraint name (`CONSTRAINT_CODES`, then `overrides`);
 *   23P01 on an unlisted constraint is a conflict (`SLOT_TAKEN`).
 * - anything else from the database (including 40001/40P01 that `retrying` gave up on): UNEXPECTED.
 * The original error stays as `cause` for the server log; its SQL text never reaches a client,
 * because the AppError's message is its code.
 */
export function mapDbError(err: unknown, overrides: Readonly<Record<string, ErrorCode>> = {}): unknown {
  if (err instanceof AppError) return err;
  const state = sqlStateOf(err);
  if (!state && !(err instanceof QueryFailedError)) return err;
  const constraint = constraintOf(err);
  const known = constraint ? (overrides[constraint] ?? CONSTRAINT_CODES[constraint]) : undefined;
  if ((state === '23505' || state === '23P01' || state === '23503' || state === '23001') && known) return new AppError(known, undefined, { cause: err });
  if (state === '23P01') return new AppError(EXCLUSION_DEFAULT, undefined, { cause: err });
  return new AppError('UNEXPECTED', undefined, { cause: err });
}
