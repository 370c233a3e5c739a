import type { ReactNode } from 'react';
import styles from './table.module.css';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  render: (row: Row, index: number) => ReactNode;
  numeric?: boolean;
};

type TableProps<Row> = {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  caption?: ReactNode;
  /** Marks a row (e.g. the signed-in user on the leaderboard). */
  isHighlighted?: (row: Row) => boolean;
  label?: string;
};

export function Table<Row>({ columns, rows, rowKey, caption, isHighlighted, label }: TableProps<Row>) {
  return (
    <div className={styles.wrap} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? styles.num : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)} className={isHighlighted?.(row) ? styles.highlight : undefined}>
              {columns.map((c) => (
                <td key={c.key} className={c.numeric ? styles.num : undefined}>
                  {c.render(row, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
