import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, PaymentMethodView } from '@waqt/contracts';
import { ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { AlertDialog } from '../../components/Dialog/AlertDialog.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import type { ActionOutcome } from '../../patterns/action.ts';
import { expiryText, isExpired, useCardLabel } from './shared.tsx';
import * as s from './Billing.css.ts';
import { Text, Bidi } from '../../components/layout/index.ts';

export interface PaymentMethodsProps {
  /** The team's cards, default first. */
  methods: PaymentMethodView[];
  /** Now, to mark expired cards. */
  now: Date;
  /** The add-a-card page. */
  addCardHref: string;
  /** Makes a card the default (it pays the renewals). */
  onSetDefault: (paymentMethodId: string) => Promise<ActionOutcome>;
  /** Removes a card after the confirmation. */
  onRemove: (paymentMethodId: string) => Promise<ActionOutcome>;
}

/** Cards on file: brand, last four, expiry, the default one marked; make default, remove (confirmed), add. */
export function PaymentMethods({ methods, now, addCardHref, onSetDefault, onRemove }: PaymentMethodsProps) {
  const { t } = useTranslation();
  const label = useCardLabel();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<ErrorCode | undefined>();
  const [toRemove, setToRemove] = useState<PaymentMethodView | null>(null);
  // The dialog keeps its title while it closes.
  const [removing, setRemoving] = useState<PaymentMethodView | null>(null);

  const run = async (id: string, action: () => Promise<ActionOutcome>) => {
    setBusy(id);
    setError(undefined);
    const outcome = await action();
    setBusy(null);
    if (!outcome.ok) setError(outcome.error);
    return outcome;
  };

  return (
    <Card
      role="region"
      title={t('billing.cards.title')}
      description={t('billing.cards.lead')}
      actions={<Link href={addCardHref} variant="standalone">{t('billing.cards.add')}</Link>}
    >
      <div className={s.stack}>
        <ErrorAlert code={error} />
        {methods.length === 0 ? (
          <EmptyState title={t('billing.cards.emptyTitle')} body={t('billing.cards.emptyBody')} headingLevel={3} />
        ) : (
          <ul className={s.cardList} aria-label={t('billing.cards.list')}>
            {methods.map((m) => (
              <li key={m.id}>
                <CardItem
                  card={m}
                  now={now}
                  isBusy={busy === m.id}
                  onSetDefault={() => void run(m.id, () => onSetDefault(m.id))}
                  onRemove={() => {
                    setRemoving(m);
                    setToRemove(m);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <AlertDialog
        isOpen={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        variant="destructive"
        title={removing ? t('billing.cards.removeTitle', { card: label(removing) }) : ''}
        primaryActionLabel={t('billing.cards.remove')}
        onPrimaryAction={toRemove ? () => run(toRemove.id, () => onRemove(toRemove.id)) : undefined}
      >
        {t('billing.cards.removeBody')}
      </AlertDialog>
    </Card>
  );
}

function CardItem({ card, now, isBusy, onSetDefault, onRemove }: { card: PaymentMethodView; now: Date; isBusy: boolean; onSetDefault: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const label = useCardLabel();
  const titleId = useId();
  const expired = isExpired(card.expMonth, card.expYear, now);
  return (
    <article className={s.cardItem} aria-labelledby={titleId}>
      <div className={s.cardText}>
        <div className={s.cardTitle}>
          <h3 id={titleId}>{label(card)}</h3>
          {card.isDefault ? <Badge tone="accent">{t('billing.cards.default')}</Badge> : null}
          {expired ? <Badge tone="critical">{t('billing.cards.expired')}</Badge> : null}
        </div>
        <Text as="span" tone="secondary" size="small">
          {t('billing.cards.expires', { date: expiryText(card.expMonth, card.expYear) })}
          {card.name ? (
            <>
              {' · '}
              <Bidi>{card.name}</Bidi>
            </>
          ) : null}
        </Text>
      </div>
      <div className={s.actions}>
        {card.isDefault ? null : (
          <Button size="sm" variant="secondary" isPending={isBusy} onPress={onSetDefault}>
            {t('billing.cards.setDefault')}
          </Button>
        )}
        <Button size="sm" variant="critical" onPress={onRemove}>
          {t('billing.cards.remove')}
        </Button>
      </div>
    </article>
  );
}
