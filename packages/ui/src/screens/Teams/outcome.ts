import { fromServerFields } from '../../forms/validation.ts';
import { errorCodeOf, fieldIssuesOf, planNeedsOf } from '../../trpc/errors.ts';
import type { ActionOutcome } from './shared.tsx';

/** Runs a mutation and folds its result into an ActionOutcome (the screens show errors themselves, a plan's refusal with what it needs). */
export async function outcomeOf(run: Promise<unknown>): Promise<ActionOutcome> {
  try {
    await run;
    return { ok: true };
  } catch (error) {
    return { ok: false, error: errorCodeOf(error), fields: fromServerFields(fieldIssuesOf(error)), needs: planNeedsOf(error) };
  }
}
