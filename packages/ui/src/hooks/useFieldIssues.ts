import { useTranslation } from 'react-i18next';
import { issueMessage, type FieldErrors } from '../forms/validation.ts';

/** A form part's view of its issues by field path: the translated message, and whether the field is invalid. */
export function useFieldIssues(errors: FieldErrors) {
  const { t } = useTranslation();
  return { msg: (path: string) => issueMessage(t, errors[path]), invalid: (path: string) => !!errors[path] };
}
