import { describe, expect, it } from 'vitest';
import { saveBillingDetailsInput } from '@waqt/contracts';
import { checkSubmit, shownErrors, withoutField } from './formState.ts';

const schema = saveBillingDetailsInput.omit({ teamId: true });

describe('useForm state', () => {
  it('checks with the contracts schema: the data to send, or an issue per field', () => {
    const ok = checkSubmit(schema, { legalName: 'Waqt LLC', vatNumber: '', address: '' });
    expect(ok).toHaveProperty('send');
    const bad = checkSubmit(schema, { legalName: '', vatNumber: '123', address: '' });
    expect(bad).toHaveProperty('errors');
    if ('errors' in bad) expect(Object.keys(bad.errors).sort()).toEqual(['vatNumber']);
  });

  it("puts the form's own issues first and alone (the schema is not asked)", () => {
    const own = { days: { issue: 'custom' as const } };
    expect(checkSubmit(schema, { legalName: '', vatNumber: '123', address: '' }, undefined, own)).toEqual({ errors: own });
    expect(checkSubmit(schema, { legalName: 'Waqt LLC', vatNumber: '', address: '' }, undefined, {})).toHaveProperty('send');
  });

  it("shows the API's field issues under the form's own (a fresh check wins)", () => {
    const server = { phone: { issue: 'custom' as const }, name: { issue: 'custom' as const } };
    const client = { phone: { issue: 'too_small' as const, params: { min: 1 } } };
    expect(shownErrors(client, server)).toEqual({ name: server.name, phone: client.phone });
    expect(shownErrors({}, undefined)).toEqual({});
  });

  it("drops a field's issue when it is edited, the others stay (the same object when it had none)", () => {
    const errors = { a: { issue: 'custom' as const }, b: { issue: 'custom' as const } };
    expect(withoutField(errors, 'a')).toEqual({ b: errors.b });
    expect(withoutField(errors, 'c')).toBe(errors);
  });

  it("adds the form's own rules to the schema's: any issue refuses, the schema's issues are there to keep or replace", () => {
    const required = { issue: 'too_small' as const, params: { min: 1 } };
    // Valid for the schema, refused by the form's own rule.
    const own = checkSubmit(schema, { legalName: 'Waqt LLC', vatNumber: '', address: '' }, (errors) => ({ ...errors, address: required }));
    expect(own).toEqual({ errors: { address: required } });
    // The schema's issue is seen and replaced; the other stays.
    const seen: string[] = [];
    const both = checkSubmit(schema, { legalName: 'Waqt LLC', vatNumber: '123', address: '' }, (errors) => {
      seen.push(...Object.keys(errors));
      return { ...errors, vatNumber: required };
    });
    expect(seen).toEqual(['vatNumber']);
    expect(both).toEqual({ errors: { vatNumber: required } });
    // A rule that finds nothing lets it go.
    expect(checkSubmit(schema, { legalName: 'Waqt LLC', vatNumber: '', address: '' }, (errors) => errors)).toHaveProperty('send');
  });
});
