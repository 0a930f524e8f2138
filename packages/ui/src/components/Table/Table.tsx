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
import { createContext, useContext, type ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, SortableIcon } from '../icons/index.ts';
import * as s from './Table.css.ts';

export type { TableHeaderProps, TableBodyProps, RowProps };

/** Text alignment inside a column; logical, so "end" is the left edge in Arabic. */
export type TableAlign = 'start' | 'center' | 'end';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export interface TableProps extends AriaTableProps {
  /** Class for the scrolling frame around the table (`className` goes to the table itself). */
  containerClassName?: string;
  /**
   * The responsive pattern: when the table's own frame is narrower than this (a phone, a narrow
   * column), every row is laid out as a card instead of scrolling sideways — the row header as the
   * card's title, an end-aligned cell without a label (the row's action menu) in its top end corner,
   * and each cell with a `label` as a "label  value" line. Same grid semantics and keyboard model.
   */
  cardsBelow?: s.CardBreakpoint;
}

/** Whether the table may become cards (the parts add their card-layout classes only then). */
const CardsContext = createContext(false);

/**
 * A data table (react-aria grid semantics: arrow-key cell navigation, sorting through
 * `sortDescriptor` / `onSortChange`, row actions through `onRowAction`). Name it with `aria-label`.
 */
export function Table({ className, containerClassName, cardsBelow, ...props }: TableProps) {
  const cards = cardsBelow !== undefined;
  return (
    <div className={join(s.container, cards ? s.cardsFrame : undefined, cards ? s.cardsBelow[cardsBelow] : undefined, containerClassName)}>
      <CardsContext.Provider value={cards}>
        <AriaTable {...props} className={composeRenderProps(className, (cn) => join(s.table, cards ? s.tableCards : undefined, cn))} />
      </CardsContext.Provider>
    </div>
  );
}

/** The header row; holds Columns (or renders them from `columns`). */
export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  const cards = useContext(CardsContext);
  return <AriaTableHeader {...props} className={composeRenderProps(className, (cn) => join(s.header, cards ? s.headerCards : undefined, cn))} />;
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
  const cards = useContext(CardsContext);
  return <AriaTableBody {...props} className={composeRenderProps(className, (cn) => join(s.body, cards ? s.bodyCards : undefined, cn))} />;
}

/** A row; with `href` it is a link (client-side through the RouterProvider). */
export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  const cards = useContext(CardsContext);
  return <AriaRow {...props} className={composeRenderProps(className, (cn) => join(s.row, cards ? s.rowCards : undefined, cn))} />;
}

export interface CellProps extends AriaCellProps {
  /** Alignment; match the column's. */
  align?: TableAlign;
  /** Tabular figures, for numbers and amounts. */
  numeric?: boolean;
  /**
   * The column's name, shown before the value when the table is laid out as cards (`cardsBelow`);
   * hidden from screen readers, which announce the column header instead. Leave it out for the row
   * header (the card's title) and the actions cell.
   */
  label?: ReactNode;
}

/** A data cell. */
export function Cell({ align, numeric, label, className, children, textValue, ...props }: CellProps) {
  const cards = useContext(CardsContext);
  const cardClass = !cards ? undefined : label !== undefined ? s.labelledCellCards : align === 'end' ? s.cornerCellCards : s.plainCellCards;
  return (
    <AriaCell
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (cn) => join(s.cell({ align, numeric }), cardClass, cn))}
    >
      {cards && label !== undefined
        ? composeRenderProps(children, (content) => (
            <>
              <span aria-hidden="true" className={s.cardLabel}>
                {label}
              </span>
              <div className={s.cardValue}>{content}</div>
            </>
          ))
        : children}
    </AriaCell>
  );
}
