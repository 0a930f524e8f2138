import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@waqt/contracts';
import { Disclosure } from '../components/Disclosure/Disclosure.tsx';
import { Text } from '../components/layout/index.ts';
import { TextField } from '../components/TextField/TextField.tsx';
import { issueMessage } from '../forms/validation.ts';

/** The texts a form may also give in Arabic and in English (contracts languages.ts). */
type OtherLanguageKey = 'nameAr' | 'nameEn' | 'titleAr' | 'titleEn' | 'descriptionAr' | 'descriptionEn';

const FIELDS = {
  name: ['nameAr', 'nameEn'],
  titleAndDescription: ['titleAr', 'descriptionAr', 'titleEn', 'descriptionEn'],
} as const satisfies Record<string, readonly OtherLanguageKey[]>;

export interface InOtherLanguagesProps {
  /** Which texts: a calendar's name, or an event type's title and description. */
  texts: keyof typeof FIELDS;
  /** As typed ('' when not given). */
  values: Partial<Record<OtherLanguageKey, string>>;
  onChange: (key: OtherLanguageKey, value: string) => void;
  /** The form's field issues: the section opens to show one of its own. */
  errors?: FieldErrors | undefined;
  /** The section's heading level in the page. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * "Name in Arabic and English (optional)": the default name stays the form's own field; these are what
 * visitors read instead on a page in that language (and the booker's mails). Closed until opened, unless
 * one is already given or has an issue, so the form stays short for a clinic that needs none.
 */
export function InOtherLanguages({ texts, values, onChange, errors = {}, headingLevel }: InOtherLanguagesProps) {
  const { t } = useTranslation();
  const keys = FIELDS[texts];
  const [open, setOpen] = useState(() => keys.some((k) => values[k]));
  const expanded = open || keys.some((k) => errors[k]);
  return (
    <Disclosure title={t(`names.${texts}.title`)} headingLevel={headingLevel} isExpanded={expanded} onExpandedChange={setOpen}>
      {/* Mounted only while open: closed, the form has no second "title" field for anyone to land on. */}
      {expanded ? <Fields keys={keys} help={t(`names.${texts}.help`)} values={values} onChange={onChange} errors={errors} /> : null}
    </Disclosure>
  );
}

function Fields({ keys, help, values, onChange, errors }: Pick<InOtherLanguagesProps, 'values' | 'onChange'> & { keys: readonly OtherLanguageKey[]; help: string; errors: FieldErrors }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="small" tone="secondary">
        {help}
      </Text>
      {keys.map((key) => (
        <TextField
          key={key}
          label={t(`names.fields.${key}`)}
          name={key}
          multiline={key.startsWith('description')}
          rows={key.startsWith('description') ? 3 : undefined}
          value={values[key] ?? ''}
          onChange={(v) => onChange(key, v)}
          isInvalid={!!errors[key]}
          errorMessage={issueMessage(t, errors[key])}
        />
      ))}
    </>
  );
}
