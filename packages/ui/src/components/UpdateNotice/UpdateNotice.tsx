import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import * as s from './UpdateNotice.css.ts';

export interface UpdateNoticeProps {
  /** Reloads the page onto the new build. */
  onReload: () => void;
  /** Hides the notice for this session. */
  onDismiss: () => void;
}

/** Non-blocking "a new version is available" notice, announced politely to screen readers. */
export function UpdateNotice({ onReload, onDismiss }: UpdateNoticeProps) {
  const { t } = useTranslation();
  return (
    <div className={s.notice} role="status" aria-live="polite">
      <span className={s.text}>{t('update.available')}</span>
      <div className={s.actions}>
        <Button size="sm" onPress={onReload}>{t('update.reload')}</Button>
        <Button size="sm" variant="quiet" onPress={onDismiss}>{t('common.dismiss')}</Button>
      </div>
    </div>
  );
}
