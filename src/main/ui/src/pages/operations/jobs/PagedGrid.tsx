import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';

type Props<R extends GridValidRowModel> = Omit<
  DataGridProps<R>,
  'rowCount' | 'paginationMode' | 'pageSizeOptions' | 'sx'
> & {
  /** How many rows the server has in all (not yet known: none). */
  total: number | undefined;
  /** A click on a row opens it: the rows show the pointer. */
  clickable?: boolean;
};

/**
 * A list of operations or runs read a page at a time from the server: 25, 50 or 100 rows a page,
 * no filtering or sorting in the grid (the fields above it filter), rows as high as their content.
 */
export function PagedGrid<R extends GridValidRowModel>({ total, clickable, ...grid }: Props<R>) {
  return (
    <DataGrid
      rowCount={total ?? 0}
      paginationMode="server"
      pageSizeOptions={[25, 50, 100]}
      disableColumnFilter
      disableColumnSorting
      getRowHeight={() => 'auto'}
      {...grid}
      sx={{
        bgcolor: 'background.paper',
        minHeight: 240,
        ...(clickable && { '& .MuiDataGrid-row': { cursor: 'pointer' } }),
        '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' },
      }}
    />
  );
}
