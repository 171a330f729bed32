import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { schema } from './schema';
import { SpecTable } from './SpecTable';

const thickness = {
  caption: 'Maximum cutting thickness by material',
  columns: ['Material', 'Maximum thickness'],
  rows: [
    ['Stainless Steel', '25mm'],
    ['Mild Steel', '30mm'],
  ],
};

describe('spec-table', () => {
  it('renders a captioned table with column and row headers', () => {
    render(<SpecTable {...schema.parse({ heading: 'Material Thickness Capabilities', tables: [thickness] })} />);
    const table = screen.getByRole('table', { name: 'Maximum cutting thickness by material' });
    const cols = within(table).getAllByRole('columnheader');
    expect(cols.map((c) => c.textContent)).toEqual(['Material', 'Maximum thickness']);
    expect(cols.every((c) => c.getAttribute('scope') === 'col')).toBe(true);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((c) => c.textContent)).toEqual(['Stainless Steel', 'Mild Steel']);
    expect(rowHeaders[0].getAttribute('scope')).toBe('row');
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['25mm', '30mm']);
  });

  it('wraps each table in a focusable region named by its caption, for keyboard scrolling', () => {
    render(
      <SpecTable
        {...schema.parse({
          id: 'grades',
          heading: 'Grades',
          tables: [thickness, { ...thickness, caption: 'Second table' }],
        })}
      />,
    );
    const region = screen.getByRole('region', { name: 'Second table' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(screen.getAllByRole('table')).toHaveLength(2);
  });

  it('shows the note', () => {
    render(<SpecTable {...schema.parse({ heading: 'Specs', tables: [thickness], note: 'Nominal values.' })} />);
    expect(screen.getByText('Nominal values.')).toBeTruthy();
  });

  it('rejects a row whose cell count differs from the columns, naming the row', () => {
    const r = schema.safeParse({ heading: 'Specs', tables: [{ ...thickness, rows: [['Only one cell']] }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['tables', 0, 'rows', 0]);
    expect(r.error?.issues[0].message).toMatch(/expected 2 cells/);
  });
});
