import { useTranslation } from 'react-i18next';
import * as s from './ComingNext.css.ts';

export interface ComingNextProps {
  /** Already-translated title of the screen that will live here. */
  title: string;
}

/** A clear placeholder for a route whose screen a later issue builds; routing and guards are final. */
export function ComingNext({ title }: ComingNextProps) {
  const { t } = useTranslation();
  return (
    <section className={s.box} aria-labelledby="cn-title">
      <p className={s.eyebrow}>{t('common.comingNext')}</p>
      <h1 id="cn-title" className={s.title}>{title}</h1>
      <p className={s.body}>{t('common.comingNextBody')}</p>
    </section>
  );
}
