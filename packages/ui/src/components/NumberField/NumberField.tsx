import { Button, Group, Input, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FieldDescription, FieldError, FieldLabel, fieldStyles as s, type FieldProps } from '../Field/Field.tsx';
import { MinusIcon, PlusIcon } from '../icons/index.ts';
import * as own from './NumberField.css.ts';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children' | 'className'>, FieldProps {
  /** Unit shown after the number (e.g. "minutes"), already translated. */
  unit?: string;
  className?: string;
}

/** A number input with − / + steppers, arrow-key stepping, bounds and locale-aware parsing. */
export function NumberField({ label, description, errorMessage, unit, className, ...props }: NumberFieldProps) {
  const { t } = useTranslation();
  return (
    <AriaNumberField {...props} className={[s.field, className].filter(Boolean).join(' ')}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Group className={s.group}>
        <Button slot="decrement" className={s.iconButton} aria-label={t('common.decrease')}>
          <MinusIcon size={14} stroke={2.5} />
        </Button>
        <Input className={own.input} />
        {unit ? <span aria-hidden="true" className={s.description}>{unit}</span> : null}
        <Button slot="increment" className={s.iconButton} aria-label={t('common.increase')}>
          <PlusIcon size={14} stroke={2.5} />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
