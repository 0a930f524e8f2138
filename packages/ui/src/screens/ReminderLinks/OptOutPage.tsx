import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@waqt/contracts';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { MessageLine, PageMessage, PublicShell } from '../../patterns/public/PublicPage.tsx';
import { StatusIcon } from '../../patterns/public/StatusIcon.tsx';

/** Not asked yet, being asked, done (the team that will not message again), or refused. */
export type OptOutState = { status: 'idle' | 'stopping' } | { status: 'stopped'; team: string } | { status: 'failed'; error: ErrorCode };

export interface OptOutPageProps {
  state: OptOutState;
  /** Stops the messages (messaging.optOut). */
  onStop: () => void;
}

/** Refusals that mean the link itself does not hold (altered, cut short, unknown message). */
const LINK_BAD: readonly ErrorCode[] = ['BOOKING_TOKEN_INVALID', 'INVALID_REQUEST', 'NOT_FOUND'];

/**
 * `/{lang}/stop?m=…&t=…`: a phone message's opt-out. Nothing happens on opening it (a link preview must not
 * opt anyone out): the button stops the messages, then the page says which team will not message again.
 */
export function OptOutPage({ state, onStop }: OptOutPageProps) {
  const { t } = useTranslation();
  let content: ReactNode;
  if (state.status === 'stopped') {
    content = <PageMessage icon={<StatusIcon status="confirmed" />} title={t('reminderLinks.optOut.doneTitle')} body={t('reminderLinks.optOut.doneBody', { team: `\u2068${state.team}\u2069` })} />;
  } else if (state.status === 'failed' && LINK_BAD.includes(state.error)) {
    content = <PageMessage role="alert" title={t('reminderLinks.optOut.invalidTitle')} body={t('reminderLinks.optOut.invalidBody')} />;
  } else {
    content = (
      <PageMessage
        title={t('reminderLinks.optOut.title')}
        body={
          <>
            <MessageLine>{t('reminderLinks.optOut.body')}</MessageLine>
            {state.status === 'failed' ? <Alert>{t(`errors.${state.error}`)}</Alert> : null}
          </>
        }
        action={
          <Button onPress={onStop} isPending={state.status === 'stopping'}>
            {t('reminderLinks.optOut.stop')}
          </Button>
        }
      />
    );
  }
  return <PublicShell>{content}</PublicShell>;
}
