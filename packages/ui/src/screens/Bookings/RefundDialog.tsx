import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Alert, ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { NumberField } from '../../components/NumberField/NumberField.tsx';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { formatMoney } from '../../format/index.ts';
import type { ActionOutcome } from '../../patterns/action.ts';
import { useAction } from '../../hooks/useAction.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { Inline, Stack, Text } from '../../components/layout/index.ts';

export interface RefundDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** What the card payment was, in halalas. */
  paidHalalas: number;
  /** What can still be refunded, in halalas. */
  remainingHalalas: number;
  currency: string;
  /** Refunds `amountHalalas`, or everything left (which cancels the booking) when undefined. */
  onRefund: (amountHalalas: number | undefined) => Promise<ActionOutcome>;
}

/** Refund a card payment: all that is left (the booking is cancelled too) or a part, typed in SAR. */
export function RefundDialog(props: RefundDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={props.isOpen} onOpenChange={(open) => !open && props.onClose()} isDismissable size="sm" title={t('payments.detail.refundTitle')}>
      {props.isOpen ? <RefundForm {...props} /> : null}
    </Dialog>
  );
}

function RefundForm({ onClose, paidHalalas, remainingHalalas, currency, onRefund }: RefundDialogProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = (halalas: number) => formatMoney(halalas, locale, currency);
  const [how, setHow] = useState<'full' | 'partial'>('full');
  const [riyals, setRiyals] = useState(Number.NaN);
  const [invalid, setInvalid] = useState<string | undefined>();
  const refund = useAction(onRefund);
  const { pending } = refund;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let amount: number | undefined;
    if (how === 'partial') {
      // SAR as typed → integer halalas (never a float on the wire).
      const halalas = Math.round(riyals * 100);
      if (Number.isNaN(halalas)) return setInvalid(t('validation.required'));
      if (halalas < 1) return setInvalid(t('validation.refund_too_small', { min: money(1) }));
      if (halalas > remainingHalalas) return setInvalid(t('validation.refund_too_big', { max: money(remainingHalalas) }));
      amount = halalas;
    }
    setInvalid(undefined);
    if ((await refund.run(amount))?.ok) onClose();
  };

  return (
    <Form onSubmit={(e) => void submit(e)} validationBehavior="aria">
      <Stack space="md">
      <Text tone="secondary" size="small">
        {t('payments.detail.refundLead', { amount: money(paidHalalas), remaining: money(remainingHalalas) })}
      </Text>
      <RadioGroup label={t('payments.detail.refundHow')} value={how} onChange={(v) => setHow(v as 'full' | 'partial')}>
        <Radio value="full">{t('payments.detail.refundFull', { amount: money(remainingHalalas) })}</Radio>
        <Radio value="partial">{t('payments.detail.refundPartial')}</Radio>
      </RadioGroup>
      {how === 'partial' ? (
        <NumberField
          label={t('payments.detail.refundAmount')}
          description={t('payments.detail.refundAmountHelp', { max: money(remainingHalalas) })}
          value={riyals}
          onChange={setRiyals}
          // No min/max: they would clamp a wrong amount silently; the message below says what is allowed.
          formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
          isRequired
          isInvalid={!!invalid}
          errorMessage={invalid}
          // The amount is what the choice asks for next.
          autoFocus
        />
      ) : (
        <Alert tone="info">{t('payments.detail.refundFullNote')}</Alert>
      )}
      <ErrorAlert code={refund.failure?.error} />
      <Inline space="sm" align="end">
        <Button variant="secondary" isDisabled={pending} onPress={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="critical" isPending={pending}>
          {t('payments.detail.refundConfirm')}
        </Button>
      </Inline>
      </Stack>
    </Form>
  );
}
