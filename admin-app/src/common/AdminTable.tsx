import type { ReactNode } from 'react';

export interface AdminColumn<T> {
  /** The column's heading, and the cell's label on phones, where each row becomes a card. */
  header: string;
  /** The row's title: first, and without a label on phones. */
  primary?: boolean;
  /** A heading for screen readers only (e.g. Actions, whose buttons say what they do). */
  hiddenHeader?: boolean;
  className?: string;
  cell: (row: T) => ReactNode;
}

interface AdminTableProps<T> {
  rows: T[];
  columns: AdminColumn<T>[];
  rowKey: (row: T) => string;
  /** `data-testid` of each row. */
  rowTestId: string;
  className?: string;
}

/** The admin screens' table: a heading per column, one row per item; on phones each row becomes a card. */
export function AdminTable<T>({ rows, columns, rowKey, rowTestId, className }: AdminTableProps<T>) {
  return (
    <div className="admin-table-wrap">
      <table className={['admin-table admin-table--cards', className].filter(Boolean).join(' ')}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.hiddenHeader ? <span className="ui-visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={
                    [column.primary && 'admin-table__primary', column.className].filter(Boolean).join(' ') || undefined
                  }
                  data-label={column.primary ? undefined : column.header}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The last column: the row's buttons, under a heading for screen readers only (each button says what it does). */
export function actionsColumn<T>(buttons: (row: T) => ReactNode, className?: string): AdminColumn<T> {
  return {
    header: 'Actions',
    hiddenHeader: true,
    cell: (row) => <div className={['admin-table__actions', className].filter(Boolean).join(' ')}>{buttons(row)}</div>,
  };
}
