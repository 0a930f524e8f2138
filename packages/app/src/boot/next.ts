import { safeNextPath } from '@waqt/contracts';

/** The `?next=` of a query string when it is a safe same-origin path (contracts' one rule), else null. */
export function safeNext(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get('next'));
}
