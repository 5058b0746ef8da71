// Every list in the console: TanStack Table (v9, headless) for the column and row-selection model,
// drawn as a plain semantic <table> with antd's design tokens. Rows come a keyset page at a time
// from the server; the table never sorts or filters on its own (the server does).
import { createColumnHelper, rowSelectionFeature, tableFeatures, useTable, type ColumnDef, type RowData, type RowSelectionState } from '@tanstack/react-table';
import { Checkbox, Empty, Spin, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import './data-table.css';

export const features = tableFeatures({ rowSelectionFeature });
export type Features = typeof features;

export function columnsFor<Row extends RowData>() {
  return createColumnHelper<Features, Row>();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types
export type Columns<Row extends RowData> = ColumnDef<Features, Row, any>[];

interface DataTableProps<Row extends RowData> {
  rows: Row[];
  columns: Columns<Row>;
  rowId: (row: Row) => string;
  loading?: boolean;
  /** Bulk actions: which rows may be picked, and the picked ids. */
  selection?: { selected: RowSelectionState; onChange: (next: RowSelectionState) => void; canSelect: (row: Row) => boolean };
  onRowClick?: (row: Row) => void;
  label: string;
  empty?: ReactNode;
}

export function DataTable<Row extends RowData>({ rows, columns, rowId, loading = false, selection, onRowClick, label, empty }: DataTableProps<Row>) {
  const { token } = theme.useToken();
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row: Row) => rowId(row),
    enableRowSelection: selection ? (row) => selection.canSelect(row.original) : false,
    state: { rowSelection: selection?.selected ?? {} },
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.selected) : updater);
    },
  });
  const style = {
    '--dt-border': token.colorBorderSecondary,
    '--dt-head': token.colorFillAlter,
    '--dt-hover': token.colorFillTertiary,
    '--dt-text': token.colorText,
    '--dt-weak': token.colorTextSecondary,
    '--dt-radius': `${token.borderRadiusLG}px`,
  } as CSSProperties;
  const selectable = rows.some((row) => selection?.canSelect(row));

  return (
    <div className="data-table" style={style}>
      <Spin spinning={loading}>
        <table aria-label={label} aria-busy={loading}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection ? (
                  <th className="data-table__select">
                    <Checkbox
                      aria-label="Select all on this page"
                      disabled={!selectable}
                      checked={table.getIsAllRowsSelected()}
                      indeterminate={table.getIsSomeRowsSelected()}
                      onChange={(event) => table.toggleAllRowsSelected(event.target.checked)}
                    />
                  </th>
                ) : null}
                {group.headers.map((header) => (
                  <th key={header.id}>{header.isPlaceholder ? null : <table.FlexRender header={header} />}</th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                data-testid="data-row"
                className={onRowClick ? 'data-table__row--link' : undefined}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
              >
                {selection ? (
                  <td className="data-table__select" onClick={(event) => event.stopPropagation()}>
                    <Checkbox aria-label={`Select ${row.id}`} disabled={!row.getCanSelect()} checked={row.getIsSelected()} onChange={(event) => row.toggleSelected(event.target.checked)} />
                  </td>
                ) : null}
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && !loading ? <div className="data-table__empty">{empty ?? <Empty description="Nothing here" />}</div> : null}
      </Spin>
    </div>
  );
}
