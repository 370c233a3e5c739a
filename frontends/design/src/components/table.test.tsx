/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { Table } from './table';

test('"tables hide their key columns in inner scrolls at 390 px" no more: every cell carries its column\'s name, which the phone layout shows beside the value', () => {
  render(
    <Table<{ name: string; rate: number }>
      label="Board"
      rows={[{ name: 'sam', rate: 61 }]}
      rowKey={(r) => r.name}
      columns={[
        { key: 'name', header: 'User', render: (r) => r.name },
        { key: 'rate', header: <abbr title="Win rate">WR</abbr>, label: 'Win rate', numeric: true, render: (r) => `${r.rate}%` },
      ]}
    />,
  );
  expect(screen.getByText('sam').getAttribute('data-label')).toBe('User');
  expect(screen.getByText('61%').getAttribute('data-label')).toBe('Win rate');
});
