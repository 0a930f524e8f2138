import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button/Button.tsx';
import { ChevronBackIcon, ChevronForwardIcon } from '../components/icons/index.ts';
import { Inline, Text } from '../components/layout/index.ts';
import { formatNumber, pageCount } from '../format/index.ts';
import { useLocale } from '../hooks/useLocale.ts';
import * as s from './pagination.css.ts';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** Rows per page (the API's, 20). */
  pageSize: number;
  /** Rows in all pages. */
  total: number;
  /** Go to another page. */
  onPageChange: (page: number) => void;
  /** While a page loads, the buttons wait. */
  isDisabled?: boolean;
}

/** "1–20 of 57", "Page 1 of 3", previous and next (chevrons along the reading direction); numbers in the locale's digits. */
export function Pagination({ page, pageSize, total, onPageChange, isDisabled = false }: PaginationProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const pages = pageCount(total, pageSize);
  const n = (x: number) => formatNumber(x, locale);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={t('bookings.pagination.label')} className={s.pagination}>
      <div className={s.pageStatus} aria-live="polite">
        <Text as="span" className={s.nowrap}>
          {t('bookings.pagination.page', { page: n(page), pages: n(pages) })}
        </Text>
        <Text as="span" tone="secondary" size="small" className={s.nowrap}>
          {t('bookings.pagination.range', { from: n(from), to: n(to), total: n(total) })}
        </Text>
      </div>
      <Inline space="sm">
        <Button variant="secondary" size="sm" isDisabled={isDisabled || page <= 1} onPress={() => onPageChange(page - 1)} leading={<ChevronBackIcon />}>
          {t('bookings.pagination.previous')}
        </Button>
        <Button variant="secondary" size="sm" isDisabled={isDisabled || page >= pages} onPress={() => onPageChange(page + 1)} trailing={<ChevronForwardIcon />}>
          {t('bookings.pagination.next')}
        </Button>
      </Inline>
    </nav>
  );
}
