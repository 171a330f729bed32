import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CompareAnswer, FieldChange, VersionRef } from '../../contracts/compare';
import type { PageRevision } from '../../contracts/pages';
import { errorText } from '../data/api';
import { CompareValue, isWordy, WordChanges } from './CompareValue';
import { SelectField } from './Field';

const CHANGE_WORDS: Record<FieldChange['change'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };
const SECTION_WORDS: Record<FieldChange['change'], string> = {
  added: 'New section',
  removed: 'Section removed',
  changed: 'Changed',
};

/** A whole section added or taken out (blocks › n), which reads as "New section: Card grid, 3 cards". */
const isWholeSection = (c: FieldChange) => c.path.length === 2 && c.path[0] === 'blocks' && c.change !== 'changed';

/**
 * A rich text's changes of formatting under its words on the "after" side: a
 * word made bold or a link re-pointed leaves the words the same on both sides,
 * and without these the row would show one sentence twice.
 */
function FormattingNotes({ notes }: { notes: string[] | undefined }) {
  if (!notes?.length) return null;
  return (
    <ul className="compare__formatting" aria-label="Formatting">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/** The two sides of one change: a changed text word by word, anything else as a whole value. */
function ChangeCells({ c }: { c: FieldChange }) {
  if (c.change === 'changed' && isWordy(c.before) && isWordy(c.after))
    return (
      <>
        <td>
          <WordChanges before={c.before} after={c.after} side="before" />
        </td>
        <td>
          <WordChanges before={c.before} after={c.after} side="after" />
          <FormattingNotes notes={c.formatting} />
        </td>
      </>
    );
  return (
    <>
      <td>
        <CompareValue value={c.before} />
      </td>
      <td>
        <CompareValue value={c.after} />
      </td>
    </>
  );
}

/** The fields that differ, side by side. */
export function ChangeList({ answer }: { answer: CompareAnswer }) {
  if (!answer.changes.length)
    return (
      <p className="admin-empty">
        {answer.from.label} and {answer.to.label} are the same.
      </p>
    );
  return (
    <table className="compare__table">
      <caption className="visually-hidden">
        What changed from {answer.from.label} to {answer.to.label}
      </caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">{answer.from.label}</th>
          <th scope="col">{answer.to.label}</th>
        </tr>
      </thead>
      <tbody>
        {answer.changes.map((c) => (
          <tr key={c.path.join('.')} className={`compare__row compare__row--${c.change}`}>
            <th scope="row">
              {c.where.join(' › ') || 'The whole document'}{' '}
              <span className="admin-badge">{(isWholeSection(c) ? SECTION_WORDS : CHANGE_WORDS)[c.change]}</span>
            </th>
            <ChangeCells c={c} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * How one document's versions are compared: `load` calls the kind's compare
 * route; `key` names the document in the query cache (the route's address).
 */
export interface Comparer {
  key: string;
  load: (from: VersionRef, to: VersionRef) => Promise<CompareAnswer>;
}

/** Loads and shows one comparison. */
export function ComparisonOf({ comparer, from, to }: { comparer: Comparer; from: VersionRef; to: VersionRef }) {
  const answer = useQuery({
    queryKey: ['compare', comparer.key, from, to],
    queryFn: () => comparer.load(from, to),
    staleTime: 0,
  });
  if (answer.isPending) return <p className="admin-loading">Comparing…</p>;
  if (answer.isError)
    return (
      <p className="admin-alert admin-alert--error">{errorText(answer.error, 'The versions could not be compared.')}</p>
    );
  return <ChangeList answer={answer.data} />;
}

function VersionSelect(p: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <SelectField label={p.label} value={p.value} onChange={(e) => p.onChange(e.target.value)}>
      {p.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Compare any two versions: the draft, what is live, or a published
 * version from History; starts at "draft against live" when there is a
 * draft, else the two newest versions.
 */
export function DocumentCompare(p: { revisions: PageRevision[]; hasDraft: boolean; comparer: Comparer }) {
  const options: { value: string; label: string }[] = [
    ...(p.hasDraft ? [{ value: 'draft', label: 'Draft (not published)' }] : []),
    { value: 'live', label: 'Live now' },
    ...p.revisions.map((r) => ({ value: String(r.version), label: `Version ${r.number}` })),
  ];
  const [from, setFrom] = useState(p.hasDraft ? 'live' : (options[2]?.value ?? 'live'));
  const [to, setTo] = useState(p.hasDraft ? 'draft' : 'live');
  const asRef = (v: string): VersionRef => (v === 'live' || v === 'draft' ? v : Number(v));
  return (
    <section className="compare" aria-label="Compare versions">
      <div className="compare__pick">
        <VersionSelect label="Compare" value={from} onChange={setFrom} options={options} />
        <VersionSelect label="with" value={to} onChange={setTo} options={options} />
      </div>
      {from === to ? (
        <p className="admin-empty">Choose two different versions.</p>
      ) : (
        <ComparisonOf comparer={p.comparer} from={asRef(from)} to={asRef(to)} />
      )}
    </section>
  );
}
