import type { ReactNode } from 'react';
import styles from './table.module.css';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  render: (row: Row, index: number) => ReactNode;
  numeric?: boolean;
  /** The cell's name when the rows stack as cards on a phone; the header when it is text. */
  label?: string;
};

/** What a stacked cell is named by (table.module.css shows it before the value at phone width). */
export const cellLabel = (c: Pick<Column<unknown>, 'header' | 'label'>): string | undefined => c.label ?? (typeof c.header === 'string' ? c.header : undefined);

type TableProps<Row> = {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  caption?: ReactNode;
  /** Marks a row (e.g. the signed-in user on the leaderboard). */
  isHighlighted?: (row: Row) => boolean;
  label?: string;
};

/** A table; at phone width (480 px and under) each row is a card of labelled lines, so no column hides in a sideways scroll. */
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
                <td key={c.key} className={c.numeric ? styles.num : undefined} data-label={cellLabel(c)}>
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
