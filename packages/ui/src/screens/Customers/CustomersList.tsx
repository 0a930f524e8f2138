import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerList, CustomerView, ErrorCode, TeamRole } from '@waqt/contracts';
import { Alert, ErrorAlert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { DownloadIcon, PlusIcon, UsersIcon } from '../../components/icons/index.ts';
import { Tabs, TabList, Tab, TabPanel } from '../../components/Tabs/Tabs.tsx';
import { Page, PageHeader, Stack, Text } from '../../components/layout/index.ts';
import { LoadFailure, LoadingBlocks } from '../../patterns/Loading.tsx';
import { type ActionOutcome } from '../../patterns/action.ts';
import { FilterBar, FilterSearch } from '../../patterns/FilterBar.tsx';
import { Pagination } from '../../patterns/Pagination.tsx';
import { UpgradePrompt } from '../../patterns/UpgradePrompt.tsx';
import { CustomersTable, type CustomerAction, type CustomerOrder } from './CustomersTable.tsx';
import * as s from './Customers.css.ts';

export type { CustomerAction, CustomerOrder } from './CustomersTable.tsx';

export interface CustomersListProps {
  /** The team, for the upgrade prompt's link to its subscription. */
  teamId: string;
  /** The archived customers instead of the active ones (the app keeps it in the URL, `?archived=1`). */
  archived: boolean;
  /** The other list was chosen. */
  onArchivedChange: (archived: boolean) => void;
  /** The search as typed (the container asks the API once typing pauses). */
  search: string;
  /** The search changed. */
  onSearchChange: (search: string) => void;
  /** The order of the list. */
  order: CustomerOrder;
  /** A sortable column header was pressed (the container goes back to page 1). */
  onOrderChange: (order: CustomerOrder) => void;
  /** One page of customers; undefined while loading. */
  list: CustomerList | undefined;
  /** `list` is the previous one while the next loads. */
  isRefreshing?: boolean | undefined;
  /** The list failed to load. */
  error?: ErrorCode | undefined;
  /** Loads the list again after a failure. */
  onRetry?: (() => void) | undefined;
  /** Go to another page. */
  onPageChange: (page: number) => void;
  /** The viewer's role: owners delete, restore and export; assistants get a hint instead. Undefined while unknown. */
  role: TeamRole | undefined;
  /** The viewer's IANA zone: dates are shown in it. */
  timezone: string;
  /** A customer was chosen: show their detail. */
  onOpenCustomer: (customerId: string) => void;
  /** "Add customer". */
  onAdd: () => void;
  /** A row's Edit. */
  onEdit: (customer: CustomerView) => void;
  /** A row's Delete: the container asks for confirmation. */
  onDelete: (customer: CustomerView) => void;
  /** A row's Restore (archived list, owners); a failure shows above the list. */
  onRestore: (customer: CustomerView) => Promise<ActionOutcome>;
  /** Fetches the current filter as CSV and saves it; a failure shows above the list (FEATURE_BLOCKED: the prompt to the plan with the export). */
  onExport: () => Promise<ActionOutcome>;
}

const TABS = ['active', 'archived'] as const;
/** Server-side search accepts this many characters (listCustomersInput). */
const SEARCH_MAX = 120;

/**
 * /dashboard/team/{teamId}/customers: Active | Archived, a search on name, email and phone, a sortable
 * table (cards on a phone), the pages, "Add customer" and, for owners, "Export CSV". Each list has its
 * own empty state; a search that finds nobody offers to clear it.
 */
export function CustomersList(props: CustomersListProps) {
  const { t } = useTranslation();
  const { teamId, archived, onArchivedChange, search, onSearchChange, role, onAdd, onExport } = props;
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<Extract<ActionOutcome, { ok: false }> | undefined>();
  const hintId = useId();
  const isOwner = role === 'owner';

  const run = async (action: () => Promise<ActionOutcome>): Promise<ActionOutcome> => {
    setFailure(undefined);
    const outcome = await action();
    if (!outcome.ok) setFailure(outcome);
    return outcome;
  };
  const exportCsv = async () => {
    setExporting(true);
    await run(onExport);
    setExporting(false);
  };

  return (
    <Page>
      <PageHeader
        title={t('customers.title')}
        lead={t('customers.lead')}
        actions={
          <>
            {isOwner ? (
              <Button variant="secondary" leading={<DownloadIcon />} isPending={exporting} onPress={() => void exportCsv()}>
                {t('customers.export')}
              </Button>
            ) : null}
            <Button leading={<PlusIcon />} onPress={onAdd}>
              {t('customers.add')}
            </Button>
          </>
        }
      />
      {role === 'assistant' ? <Alert tone="info">{t('customers.ownersOnly')}</Alert> : null}
      {failure?.error === 'FEATURE_BLOCKED' && failure.needs?.plan ? (
        <div role="alert">
          <UpgradePrompt needs={failure.needs} teamId={teamId} headingLevel={2} />
        </div>
      ) : (
        <ErrorAlert code={failure?.error} />
      )}
      <Tabs className={s.tabs} selectedKey={archived ? 'archived' : 'active'} onSelectionChange={(key) => onArchivedChange(key === 'archived')}>
        {/* The Active / Archived tabs at the start, the search at the end (below them on a phone). */}
        <FilterBar label={t('customers.search.label')}>
          <TabList aria-label={t('customers.filterLabel')}>
            {TABS.map((id) => (
              <Tab key={id} id={id}>
                {t(`customers.tabs.${id}`)}
              </Tab>
            ))}
          </TabList>
          <FilterSearch
            label={t('customers.search.label')}
            placeholder={t('customers.search.placeholder')}
            clearLabel={t('customers.search.clear')}
            value={search}
            onChange={onSearchChange}
            maxLength={SEARCH_MAX}
          />
        </FilterBar>
        {TABS.map((id) => (
          // Only the selected panel renders; it says what its list holds first.
          <TabPanel key={id} id={id} className={s.tabPanel} aria-describedby={hintId}>
            <Text id={hintId} tone="secondary" size="small">
              {t(`customers.hints.${id}`)}
            </Text>
            <ListContent {...props} onRestore={(c) => run(() => props.onRestore(c))} />
          </TabPanel>
        ))}
      </Tabs>
    </Page>
  );
}

function ListContent({ archived, search, onSearchChange, order, onOrderChange, list, isRefreshing, error, onRetry, onPageChange, role, timezone, onOpenCustomer, onAdd, onEdit, onDelete, onRestore }: CustomersListProps) {
  const { t } = useTranslation();
  if (error) return <LoadFailure title={t('customers.loadError')} code={error} onRetry={onRetry} />;
  if (!list) return <LoadingBlocks count={4} blockSize="3.5rem" />;
  if (list.items.length === 0 && list.total === 0) {
    const term = search.trim();
    if (term) {
      return (
        <EmptyState
          icon={<UsersIcon size={24} />}
          title={t('customers.empty.search.title', { search: term })}
          body={t('customers.empty.search.body')}
          headingLevel={2}
          action={
            <Button variant="secondary" onPress={() => onSearchChange('')}>
              {t('customers.search.clear')}
            </Button>
          }
        />
      );
    }
    return archived ? (
      <EmptyState icon={<UsersIcon size={24} />} title={t('customers.empty.archived.title')} body={t('customers.empty.archived.body')} headingLevel={2} />
    ) : (
      <EmptyState
        icon={<UsersIcon size={24} />}
        title={t('customers.empty.active.title')}
        body={t('customers.empty.active.body')}
        headingLevel={2}
        action={<Button onPress={onAdd}>{t('customers.add')}</Button>}
      />
    );
  }
  const onAction = (customer: CustomerView, action: CustomerAction) => {
    if (action === 'view') onOpenCustomer(customer.id);
    else if (action === 'edit') onEdit(customer);
    else if (action === 'delete') onDelete(customer);
    else void onRestore(customer);
  };
  return (
    <Stack space="lg" aria-busy={isRefreshing ? true : undefined}>
      <CustomersTable
        rows={list.items}
        archived={archived}
        order={order}
        onOrderChange={onOrderChange}
        canManage={role === 'owner'}
        timezone={timezone}
        onOpen={onOpenCustomer}
        onAction={onAction}
      />
      <Pagination page={list.page} pageSize={list.pageSize} total={list.total} onPageChange={onPageChange} isDisabled={isRefreshing === true} />
    </Stack>
  );
}
