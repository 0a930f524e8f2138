/**
 * For story and test queries: matches a field's label text exactly, with or without the required
 * asterisk (FieldLabel renders it aria-hidden, so the accessible name lacks it but the label's text has it).
 * Use it where there is no role to ask for, e.g. `getByLabelText(labelText(t('auth.password')))`.
 */
export function labelText(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}
