import {
  Table as AriaTable,
  TableHeader as AriaTableHeader,
  Column as AriaColumn,
  TableBody as AriaTableBody,
  Row as AriaRow,
  Cell as AriaCell,
  composeRenderProps,
  type TableProps as AriaTableProps,
  type TableHeaderProps,
  type ColumnProps as AriaColumnProps,
  type TableBodyProps,
  type RowProps,
  type CellProps as AriaCellProps,
  type SortDirection,
} from 'react-aria-components';
import { ArrowDownIcon, ArrowUpIcon, SortableIcon } from '../icons/index.ts';
import * as s from './Table.css.ts';

export type { TableHeaderProps, TableBodyProps, RowProps };

/** Text alignment inside a column; logical, so "end" is the left edge in Arabic. */
export type TableAlign = 'start' | 'center' | 'end';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export interface TableProps extends AriaTableProps {
  /** Class for the scrolling frame around the table (`className` goes to the table itself). */
  containerClassName?: string;
}

/**
 * A data table (react-aria grid semantics: arrow-key cell navigation, sorting through
 * `sortDescriptor` / `onSortChange`, row actions through `onRowAction`). Name it with `aria-label`.
 */
export function Table({ className, containerClassName, ...props }: TableProps) {
  return (
    <div className={join(s.container, containerClassName)}>
      <AriaTable {...props} className={composeRenderProps(className, (cn) => join(s.table, cn))} />
    </div>
  );
}

/** The header row; holds Columns (or renders them from `columns`). */
export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return <AriaTableHeader {...props} className={composeRenderProps(className, (cn) => join(s.header, cn))} />;
}

export interface ColumnProps extends AriaColumnProps {
  /** Alignment of the header and, by convention, of the column's cells. */
  align?: TableAlign;
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  // Up/down arrows are vertical, so they need no mirroring in RTL.
  const Icon = direction === 'ascending' ? ArrowUpIcon : direction === 'descending' ? ArrowDownIcon : SortableIcon;
  return <Icon className={s.sortIcon} size={14} stroke={2.5} />;
}

/** A column header. With `allowsSorting` it is pressable and shows the sort direction. */
export function Column({ align, className, children, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={composeRenderProps(className, (cn) => join(s.column({ align }), cn))}>
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <span className={s.columnContent({ align })}>
          {content}
          {allowsSorting ? <SortIcon direction={sortDirection} /> : null}
        </span>
      ))}
    </AriaColumn>
  );
}

/** The rows. Pass `renderEmptyState` (e.g. an EmptyState) for when there are none. */
export function TableBody<T extends object>({ className, ...props }: TableBodyProps<T>) {
  return <AriaTableBody {...props} className={composeRenderProps(className, (cn) => join(s.body, cn))} />;
}

/** A row; with `href` it is a link (client-side through the RouterProvider). */
export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <AriaRow {...props} className={composeRenderProps(className, (cn) => join(s.row, cn))} />;
}

export interface CellProps extends AriaCellProps {
  /** Alignment; match the column's. */
  align?: TableAlign;
  /** Tabular figures, for numbers and amounts. */
  numeric?: boolean;
}

/** A data cell. */
export function Cell({ align, numeric, className, ...props }: CellProps) {
  return <AriaCell {...props} className={composeRenderProps(className, (cn) => join(s.cell({ align, numeric }), cn))} />;
}
