import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changePasswordInput, fieldErrorsFrom, fieldIssuesFromZod, loginPasswordInput, registerInput } from './index.ts';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a failure');
  return fieldIssuesFromZod(r.error.issues);
};

describe('fieldIssuesFromZod', () => {
  it('names each field by its path with the issue code, bounds and format', () => {
    const issues = issuesOf(loginPasswordInput, { email: 'not-an-email', password: '' });
    expect(issues).toContainEqual({ path: 'email', issue: 'invalid_format', format: 'email' });
    expect(issues).toContainEqual({ path: 'password', issue: 'too_small', params: { min: 1 } });
  });

  it('gives upper bounds as max, and nested paths joined with dots', () => {
    const schema = z.object({ owner: z.object({ name: z.string().max(3) }) });
    expect(issuesOf(schema, { owner: { name: 'abcd' } })).toEqual([{ path: 'owner.name', issue: 'too_big', params: { max: 3 } }]);
  });

  it('leaves params out when there are no bounds, and uses "" for the value itself', () => {
    expect(issuesOf(z.enum(['a', 'b']), 'c')).toEqual([{ path: '', issue: 'invalid_value' }]);
  });

  it('lets a refinement name its own translation key', () => {
    const schema = z.object({ name: z.string().refine((v) => !v.includes('!'), { params: { issue: 'no_bang' } }) });
    expect(issuesOf(schema, { name: 'hi!' })).toEqual([{ path: 'name', issue: 'no_bang' }]);
    const plain = z.object({ name: z.string().refine((v) => !v.includes('!')) });
    expect(issuesOf(plain, { name: 'hi!' })).toEqual([{ path: 'name', issue: 'custom' }]);
  });

  it('survives symbol path segments', () => {
    const sym = Symbol('k');
    expect(fieldIssuesFromZod([{ code: 'custom', path: ['a', sym, 0], message: 'x', input: 1 }])).toEqual([{ path: 'a.Symbol(k).0', issue: 'custom' }]);
  });
});

describe('fieldErrorsFrom', () => {
  it('keeps the first issue of each field, without the path', () => {
    const errors = fieldErrorsFrom([
      { path: 'password', issue: 'too_small', params: { min: 10 } },
      { path: 'password', issue: 'too_big', params: { max: 200 } },
      { path: 'email', issue: 'invalid_format', format: 'email' },
    ]);
    expect(errors).toEqual({ password: { issue: 'too_small', params: { min: 10 } }, email: { issue: 'invalid_format', format: 'email' } });
  });

  it('maps a real form: register with a short password and no name', () => {
    const errors = fieldErrorsFrom(issuesOf(registerInput, { fullName: '', email: 'nora@example.com', password: 'short', businessUse: false, locale: 'en', timezone: 'Asia/Riyadh' }));
    expect(errors.fullName).toEqual({ issue: 'too_small', params: { min: 1 } });
    expect(errors.password?.issue).toBe('too_small');
    expect(errors.email).toBeUndefined();
    expect(Object.keys(fieldErrorsFrom(issuesOf(changePasswordInput, { currentPassword: '', newPassword: '' }))).sort()).toEqual(['currentPassword', 'newPassword']);
  });
});
