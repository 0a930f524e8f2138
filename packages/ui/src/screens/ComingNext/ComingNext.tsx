import { useTranslation } from 'react-i18next';
import { Heading, Stack, Text } from '../../components/layout/index.ts';
import * as s from './ComingNext.css.ts';

export interface ComingNextProps {
  /** Already-translated title of the screen that will live here. */
  title: string;
}

/** A clear placeholder for a route whose screen a later issue builds; routing and guards are final. */
export function ComingNext({ title }: ComingNextProps) {
  const { t } = useTranslation();
  return (
    <Stack as="section" className={s.box} aria-labelledby="cn-title">
      <Text size="small" weight="strong" className={s.eyebrow}>{t('common.comingNext')}</Text>
      <Heading level={1} size="standard" id="cn-title">{title}</Heading>
      <Text tone="secondary">{t('common.comingNextBody')}</Text>
    </Stack>
  );
}
