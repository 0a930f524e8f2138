import { describe, expect, it } from 'vitest';
import { fieldIssuesFromZod, registerInput } from '@waqt/contracts';
import { createI18n } from '../i18n/index.ts';
import { formError, fromServerFields, issueMessage, validateWith } from './validation.ts';

describe('form validation with contracts schemas', () => {
  const t = createI18n('en').t;
  const tAr = createI18n('ar').t;

  it('passes valid values through the schema (trimmed, lower-cased)', () => {
    const r = validateWith(registerInput, { fullName: ' Nora ', email: 'Nora@Example.com', password: 'long-enough-1' });
    expect(r).toMatchObject({ ok: true, data: { fullName: 'Nora', email: 'nora@example.com', businessUse: false } });
  });

  it('reports one translated issue per field', () => {
    const r = validateWith(registerInput, { fullName: '', email: 'nope', password: 'short' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(issueMessage(t, r.errors.fullName)).toBe('This field is required.');
    expect(issueMessage(t, r.errors.email)).toBe('Enter a valid email address.');
    expect(issueMessage(t, r.errors.password)).toBe('Too short: at least 10.');
    expect(issueMessage(tAr, r.errors.password)).toBe('قصير جدًا: 10 على الأقل.');
  });

  it('reads the API’s field issues', () => {
    const errs = fromServerFields([{ path: 'slug', issue: 'too_big', params: { max: 64 } }]);
    expect(issueMessage(t, errs.slug)).toBe('Too long: at most 64.');
  });

  it('says the same thing whether the browser or the API caught the mistake (same mapping, format included)', () => {
    const values = { fullName: '', email: 'nope', password: 'short' };
    const local = validateWith(registerInput, values);
    const parsed = registerInput.safeParse(values);
    if (local.ok || parsed.success) throw new Error('expected failures');
    // What the API sends as appError.fields (packages/api/src/trpc/trpc.ts uses the same function).
    const server = fromServerFields(JSON.parse(JSON.stringify(fieldIssuesFromZod(parsed.error.issues))));
    for (const field of ['fullName', 'email', 'password']) expect(issueMessage(t, server[field]), field).toBe(issueMessage(t, local.errors[field]));
    expect(issueMessage(t, server.email)).toBe('Enter a valid email address.');
  });

  it('shows INVALID_REQUEST above a form only when no field says what is wrong', () => {
    expect(formError('INVALID_REQUEST', { fullName: { issue: 'invalid_characters' } })).toBeUndefined();
    expect(formError('INVALID_REQUEST', {})).toBe('INVALID_REQUEST');
    expect(formError('RATE_LIMITED', { fullName: { issue: 'invalid_characters' } })).toBe('RATE_LIMITED');
    expect(formError(undefined, undefined)).toBeUndefined();
  });
});
