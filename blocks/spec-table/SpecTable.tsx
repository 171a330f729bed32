import { RichText } from '../_shared/RichText';
import { SectionHead, sectionClass } from '../_shared/ui';
import type { SpecTableData, SpecTableProps } from './schema';

function Table({ table, id }: { table: SpecTableData; id: string }) {
  // Focusable region so keyboard users can scroll a table wider than a phone screen.
  return (
    <div className="spec-table__scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="spec-table__table">
        <caption id={id} className="spec-table__caption">
          {table.caption}
        </caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              <th scope="row">{row[0]}</th>
              {row.slice(1).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Captioned specification tables with column and row headers. */
export function SpecTable(p: SpecTableProps) {
  const base =
    p.id ??
    `spec-${p.heading
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}`;
  return (
    <section id={p.id} className={`${sectionClass(p.tone)} spec-table`}>
      <div className="container">
        <SectionHead eyebrow={p.eyebrow} heading={p.heading} lead={p.lead} />
        <div className={`spec-table__grid spec-table__grid--${p.tables.length}`}>
          {p.tables.map((t, i) => (
            <Table key={t.caption} table={t} id={`${base}-caption-${i + 1}`} />
          ))}
        </div>
        <RichText value={p.note} className="spec-table__note" />
      </div>
    </section>
  );
}
