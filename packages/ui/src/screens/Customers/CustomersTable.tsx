import type { SortDescriptor } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { CustomerSort, CustomerView } from '@waqt/contracts';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { CheckIcon, DashIcon } from '../../components/icons/index.ts';
import { Link } from '../../components/Link/Link.tsx';
import { Menu, MenuItem, MenuTrigger, MoreIcon } from '../../components/Menu/Menu.tsx';
import { Table, TableHeader, Column, TableBody, Row, Cell } from '../../components/Table/Table.tsx';
import { formatDateTime, formatNumber } from '../../format/index.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { formatPhone } from '../../format/phone.ts';
import { Text, Bidi } from '../../components/layout/index.ts';
import * as s from './Customers.css.ts';

/** The list's order, as the API takes it. */
export interface CustomerOrder {
  sort: CustomerSort;
  direction: 'asc' | 'desc';
}

/** What a row's menu can do with its customer. */
export type CustomerAction = 'view' | 'edit' | 'delete' | 'restore';

export interface CustomersTableProps {
  /** One page of customers. */
  rows: CustomerView[];
  /** The archived list (its own name; Restore instead of Edit and Delete). */
  archived: boolean;
  /** The order shown by the sortable column headers. */
  order: CustomerOrder;
  /** A sortable header was pressed. */
  onOrderChange: (order: CustomerOrder) => void;
  /** The viewer owns the team: Delete and Restore show. */
  canManage: boolean;
  /** The viewer's IANA zone: dates are shown in it. */
  timezone: string;
  /** A row was pressed (or Enter on it): open the customer's detail. */
  onOpen: (customerId: string) => void;
  /** An action of a row's menu. */
  onAction: (customer: CustomerView, action: CustomerAction) => void;
}

/** Verified or not, said in words beside an icon: the colour only repeats it. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={verified ? 'positive' : 'neutral'} leading={verified ? <CheckIcon className={s.verifiedIcon} size={14} stroke={3} /> : <DashIcon className={s.verifiedIcon} size={14} stroke={3} />}>
      {t(verified ? 'customers.verified' : 'customers.notVerified')}
    </Badge>
  );
}

/** A customer's no-shows: a warning badge once there is one, a plain 0 otherwise (the column or label says what it counts). */
export function NoShowCount({ count }: { count: number }) {
  const { locale } = useLocale();
  return count > 0 ? (
    <Badge tone="caution" withDot>
      {formatNumber(count, locale)}
    </Badge>
  ) : (
    <span>{formatNumber(count, locale)}</span>
  );
}

/** A stored phone as a `tel:` link, formatted for reading (phone.ts), left to right in both languages. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Link href={`tel:${phone}`}>
      <Bidi dir="ltr" className={s.nowrap}>
        {formatPhone(phone)}
      </Bidi>
    </Link>
  );
}

const SORTABLE: Record<string, CustomerSort> = { name: 'name', email: 'email', bookings: 'bookings', lastBooking: 'lastBooking' };
const toDescriptor = ({ sort, direction }: CustomerOrder): SortDescriptor => ({
  column: Object.keys(SORTABLE).find((k) => SORTABLE[k] === sort) ?? 'name',
  direction: direction === 'asc' ? 'ascending' : 'descending',
});

/**
 * The customers grid: a table on wide screens, one card per customer on narrow ones (Customers.css.ts).
 * A row opens the customer's detail; its menu views, edits, deletes or restores.
 */
export function CustomersTable({ rows, archived, order, onOrderChange, canManage, timezone, onOpen, onAction }: CustomersTableProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const date = (iso: string) => formatDateTime(iso, locale, timezone, { dateStyle: 'medium' });
  const label = (key: string) => (
    // The column's name on a card, where the header row is not seen (screen readers hear the header).
    <Text as="span" tone="secondary" size="small" className={s.cardOnly} aria-hidden="true">
      {t(key.includes('.') ? key : `customers.columns.${key}`)}:{' '}
    </Text>
  );
  return (
    <div className={s.listFrame}>
      <Table
        aria-label={t(archived ? 'customers.tableArchived' : 'customers.table')}
        className={s.table}
        sortDescriptor={toDescriptor(order)}
        onSortChange={(d) => {
          const sort = SORTABLE[String(d.column)];
          if (sort) onOrderChange({ sort, direction: d.direction === 'descending' ? 'desc' : 'asc' });
        }}
        onRowAction={(key) => onOpen(String(key))}
      >
        <TableHeader className={s.tableHeader}>
          <Column id="name" isRowHeader allowsSorting>
            {t('customers.columns.name')}
          </Column>
          <Column id="email" allowsSorting>
            {t('customers.columns.email')}
          </Column>
          <Column id="phone">{t('customers.columns.phone')}</Column>
          <Column id="emailVerified">{t('customers.columns.emailVerified')}</Column>
          <Column id="phoneVerified">{t('customers.columns.phoneVerified')}</Column>
          <Column id="bookings" allowsSorting>
            {t('customers.columns.bookings')}
          </Column>
          <Column id="lastBooking" allowsSorting>
            {t('customers.columns.lastBooking')}
          </Column>
          <Column id="noShows">{t('customers.noShows')}</Column>
          <Column id="lastVisit">{t('customers.lastVisit')}</Column>
          <Column id="actions" align="end">
            {t('customers.columns.actions')}
          </Column>
        </TableHeader>
        <TableBody className={s.tableBody} items={rows} dependencies={[locale, timezone, canManage, archived]}>
          {(c) => (
            <Row id={c.id} className={s.row} textValue={c.name}>
              <Cell className={s.cellArea.name}>
                <Bidi className={s.name}>{c.name}</Bidi>
                {c.archivedAt ? <Text as="span" tone="secondary" size="small" className={s.block}>{t('customers.archivedOn', { date: date(c.archivedAt) })}</Text> : null}
              </Cell>
              <Cell className={s.cellArea.email}>
                <Bidi dir="ltr" className={s.email}>{c.email}</Bidi>
              </Cell>
              <Cell className={s.cellArea.phone}>{c.phone ? <PhoneLink phone={c.phone} /> : <Text as="span" tone="secondary" size="small">{t('customers.noPhone')}</Text>}</Cell>
              {/* On a card each badge ends the line of what it verifies; screen readers hear the column's name. */}
              <Cell className={s.cellArea.emailVerified}>
                <VerifiedBadge verified={c.emailVerified} />
              </Cell>
              {/* Without a phone there is nothing to verify. */}
              <Cell className={s.cellArea.phoneVerified}>{c.phone ? <VerifiedBadge verified={c.phoneVerified} /> : null}</Cell>
              <Cell className={s.cellArea.bookings} numeric>
                {label('bookings')}
                {formatNumber(c.bookingsCount, locale)}
              </Cell>
              <Cell className={s.cellArea.lastBooking}>
                {label('lastBooking')}
                {c.lastBookingAt ? <span className={s.nowrap}>{date(c.lastBookingAt)}</span> : <Text as="span" tone="secondary" size="small">{t('customers.neverBooked')}</Text>}
              </Cell>
              <Cell className={s.cellArea.noShows} numeric>
                {label('customers.noShows')}
                <NoShowCount count={c.noShowCount} />
              </Cell>
              <Cell className={s.cellArea.lastVisit}>
                {label('customers.lastVisit')}
                {c.lastVisitAt ? <span className={s.nowrap}>{date(c.lastVisitAt)}</span> : <Text as="span" tone="secondary" size="small">{t('customers.neverVisited')}</Text>}
              </Cell>
              <Cell className={s.cellArea.actions} align="end">
                <span className={s.actionsCell}>
                  <MenuTrigger>
                    <Button variant="quiet" size="sm" aria-label={t('customers.actionsFor', { name: c.name })} leading={<MoreIcon />} />
                    <Menu onAction={(key) => onAction(c, key as CustomerAction)}>
                      <MenuItem id="view">{t('customers.view')}</MenuItem>
                      {archived ? null : <MenuItem id="edit">{t('customers.edit')}</MenuItem>}
                      {canManage && !archived ? (
                        <MenuItem id="delete" tone="critical">
                          {t('customers.delete')}
                        </MenuItem>
                      ) : null}
                      {canManage && archived ? <MenuItem id="restore">{t('customers.restore')}</MenuItem> : null}
                    </Menu>
                  </MenuTrigger>
                </span>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
