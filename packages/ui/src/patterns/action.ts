import type { ErrorCode, PlanNeeds } from '@waqt/contracts';
import { fromServerFields, type FieldErrors } from '../forms/validation.ts';
import { errorCodeOf, fieldIssuesOf, planNeedsOf } from '../trpc/errors.ts';

/** The state of a form's submit action, as the container sees it. */
export interface ActionState {
  isPending?: boolean;
  /** Stable code of the last failure. */
  error?: ErrorCode | undefined;
  /** Field issues the API sent back with INVALID_REQUEST. */
  serverErrors?: FieldErrors;
  /** What the plan lacks when a plan refused it (CALENDAR_LIMIT_REACHED, FEATURE_BLOCKED…): the upgrade prompt's input. */
  needs?: PlanNeeds | undefined;
}

/**
 * What a row action (delete, cancel, change role, invite) came to; the screen shows the error itself —
 * with `needs` when the team's plan refused it (the upgrade prompt).
 */
export type ActionOutcome = { ok: true } | { ok: false; error: ErrorCode; fields?: FieldErrors; needs?: PlanNeeds | undefined };

/** Runs a mutation and folds its result into an ActionOutcome (the screens show errors themselves, a plan's refusal with what it needs). */
export async function outcomeOf(run: Promise<unknown>): Promise<ActionOutcome> {
  try {
    await run;
    return { ok: true };
  } catch (error) {
    return { ok: false, error: errorCodeOf(error), fields: fromServerFields(fieldIssuesOf(error)), needs: planNeedsOf(error) };
  }
}
