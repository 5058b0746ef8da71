import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, columnsFor, type Columns } from './data-table.tsx';

interface Row {
  id: number;
  player: string;
}
const col = columnsFor<Row>();
const columns: Columns<Row> = [col.accessor('id', { header: '#' }), col.accessor('player', { header: 'Player' })];
const rows: Row[] = [
  { id: 7, player: 'Ali' },
  { id: 8, player: 'Sana' },
];

describe('the console table', () => {
  it('is a labelled table with one row per item, cells in column order, and a row click', async () => {
    const onRowClick = vi.fn();
    render(<DataTable label="Withdrawals" rows={rows} columns={columns} rowId={(r) => String(r.id)} onRowClick={onRowClick} />);
    const table = screen.getByRole('table', { name: 'Withdrawals' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Player']);
    const listed = screen.getAllByTestId('data-row');
    expect(listed.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['7', 'Ali'],
      ['8', 'Sana'],
    ]);
    await userEvent.click(listed[1]!);
    expect(onRowClick).toHaveBeenCalledWith({ id: 8, player: 'Sana' });
  });

  it('says when there is nothing, and is busy while loading', () => {
    const { rerender } = render(<DataTable label="Withdrawals" rows={[]} columns={columns} rowId={(r) => String(r.id)} empty="No withdrawals wait" />);
    expect(screen.getByText('No withdrawals wait')).toBeInTheDocument();
    rerender(<DataTable label="Withdrawals" rows={[]} columns={columns} rowId={(r) => String(r.id)} loading empty="No withdrawals wait" />);
    expect(screen.getByRole('table', { name: 'Withdrawals' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No withdrawals wait')).not.toBeInTheDocument();
  });

  it('selects only the rows that may be picked (bulk actions)', async () => {
    const onChange = vi.fn();
    render(
      <DataTable
        label="Withdrawals"
        rows={rows}
        columns={columns}
        rowId={(r) => String(r.id)}
        selection={{ selected: {}, onChange, canSelect: (r) => r.id === 8 }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select 7' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 8' }));
    expect(onChange).toHaveBeenLastCalledWith({ 8: true });
  });
});
