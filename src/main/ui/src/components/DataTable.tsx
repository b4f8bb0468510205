import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  type TableCellProps,
  type TableProps,
  type TableRowProps,
} from '@mui/material';
import { Fragment, type Key, type ReactNode } from 'react';

/** `data-*` attributes, which end-to-end tests and styles find rows and cells by. */
type Data = { [name: `data-${string}`]: string | number | boolean | null | undefined };

/** One column: its header and what each row shows in it. */
export interface Column<T> {
  /** The header cell's content; none for a column of buttons. */
  header?: ReactNode;
  /** What a row shows in this column (unused when the table draws its rows with `renderRow`). */
  cell?: (row: T, index: number) => ReactNode;
  align?: TableCellProps['align'];
  /** The column's width, set on its header cell (unless `headProps` has an `sx`). */
  width?: number;
  /** Other properties of the header cell (`data-*`, `sx`). */
  headProps?: TableCellProps & Data;
  /** Properties of a row's cell in this column (`sx`, `title`, `data-*`, `component="th"`). */
  cellProps?: (row: T, index: number) => TableCellProps & Data;
}

/** Rows under a title spanning the table (a group of attributes, say). */
export interface RowGroup<T> {
  key: Key;
  /** The group's heading row; none: its rows stand without one. */
  title?: ReactNode;
  rows: readonly T[];
}

/** Paging below the table, with the page counted from 0. */
export interface Paging {
  count: number;
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions?: number[];
  onPageChange(page: number): void;
  /** Offered only when there are several sizes to choose from. */
  onRowsPerPageChange?(rowsPerPage: number): void;
}

interface Props<T> extends Omit<TableProps, 'children'>, Data {
  columns: readonly (Column<T> | false | null | undefined)[];
  rows?: readonly T[];
  /** The rows in titled groups, instead of `rows`. */
  groups?: readonly RowGroup<T>[];
  rowKey: (row: T, index: number) => Key;
  /** Properties of a row (`selected`, `hover`, `sx`, `data-*`). */
  rowProps?: (row: T, index: number) => TableRowProps & Data;
  /** Draws a whole row itself (a row component, rows opening onto others); the columns give headers. */
  renderRow?: (row: T, index: number) => ReactNode;
  /** Rows before the table's own (a row of choices above the compared values). */
  leadRows?: ReactNode;
  /**
   * Shown instead of the table when there is no row: a sentence (set as a paragraph) or a notice.
   * Without it the table shows its head alone, or `emptyRow`.
   */
  empty?: ReactNode;
  /** A sentence in one row spanning the table when there is no row: the head stays shown. */
  emptyRow?: ReactNode;
  paging?: Paging;
}

/**
 * The UI's one table: a head row of column headers, a row per item with a cell per column, what is
 * said when there is none, and paging where the list is long. Pages give their columns and rows; the
 * scaffolding, and the way a table reads to a screen reader, is the same everywhere.
 */
export function DataTable<T>({
  columns: given,
  rows = [],
  groups,
  rowKey,
  rowProps,
  renderRow,
  leadRows,
  empty,
  emptyRow,
  paging,
  size = 'small',
  ...table
}: Props<T>) {
  const columns = given.filter((c): c is Column<T> => !!c);
  const all = groups ? groups.flatMap((g) => g.rows) : rows;
  if (all.length === 0 && empty !== undefined) {
    return typeof empty === 'string' ? <Typography>{empty}</Typography> : <>{empty}</>;
  }
  let counted = 0;
  const row = (item: T) => {
    const index = counted++;
    if (renderRow) return <Fragment key={rowKey(item, index)}>{renderRow(item, index)}</Fragment>;
    return (
      <TableRow key={rowKey(item, index)} {...rowProps?.(item, index)}>
        {columns.map((column, n) => (
          <TableCell key={n} align={column.align} {...column.cellProps?.(item, index)}>
            {column.cell?.(item, index)}
          </TableCell>
        ))}
      </TableRow>
    );
  };
  return (
    <>
      <Table size={size} {...table}>
        <TableHead>
          <TableRow>
            {columns.map((column, n) => (
              <TableCell
                key={n}
                align={column.align}
                sx={column.width === undefined ? undefined : { width: column.width }}
                {...column.headProps}
              >
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {leadRows}
          {groups
            ? groups.map((group) => (
                <Fragment key={group.key}>
                  {group.title && (
                    <TableRow>
                      <TableCell
                        component="th"
                        scope="rowgroup"
                        colSpan={columns.length}
                        sx={{ fontWeight: 700 }}
                      >
                        {group.title}
                      </TableCell>
                    </TableRow>
                  )}
                  {group.rows.map(row)}
                </Fragment>
              ))
            : rows.map(row)}
          {all.length === 0 && emptyRow !== undefined && (
            <TableRow>
              <TableCell colSpan={columns.length}>{emptyRow}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {paging && (
        <TablePagination
          component="div"
          count={paging.count}
          page={paging.page}
          rowsPerPage={paging.rowsPerPage}
          rowsPerPageOptions={paging.rowsPerPageOptions ?? [paging.rowsPerPage]}
          onPageChange={(_event, page) => paging.onPageChange(page)}
          onRowsPerPageChange={
            paging.onRowsPerPageChange &&
            ((event) => paging.onRowsPerPageChange!(Number(event.target.value)))
          }
        />
      )}
    </>
  );
}
