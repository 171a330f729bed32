import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CompareAnswer, FieldChange, VersionRef } from '../../contracts/compare';
import type { PageRevision } from '../../contracts/pages';
import { errorText, getJson } from '../data/api';
import { SelectField } from './Field';

/** "blocks.2.props.items.0.title" as staff read it: "Section 3 › items 1 › title". */
export function fieldWords(path: readonly (string | number)[]): string {
  const words: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]!;
    if (seg === 'blocks' && typeof path[i + 1] === 'number') {
      words.push(`Section ${(path[++i] as number) + 1}`);
      continue;
    }
    if (seg === 'props') continue;
    if (seg === 'meta') {
      words.push('Page settings');
      continue;
    }
    if (typeof seg === 'number') words.push(`${seg + 1}`);
    else words.push(seg.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
  }
  return words.join(' › ') || 'The whole document';
}

const MEDIA = /^\/uploads\/[^\s"]+\.(jpe?g|png|webp|avif|gif|svg)$/i;

/** A value as the comparison shows it: a picture as a thumbnail, text as text, anything larger as its JSON. */
function Value({ value }: { value: unknown }) {
  if (value === undefined) return <span className="compare__none">(none)</span>;
  if (typeof value === 'string' && MEDIA.test(value))
    return (
      <span className="compare__media">
        <img src={value} alt="" width={96} height={64} loading="lazy" />
        <code>{value.split('/').pop()}</code>
      </span>
    );
  if (typeof value === 'string') return <span>{value || '(empty)'}</span>;
  const text = JSON.stringify(value, null, 1);
  return <code className="compare__json">{text.length > 400 ? `${text.slice(0, 400)}…` : text}</code>;
}

const CHANGE_WORDS: Record<FieldChange['change'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };

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
              {fieldWords(c.path)} <span className="admin-badge">{CHANGE_WORDS[c.change]}</span>
            </th>
            <td>
              <Value value={c.before} />
            </td>
            <td>
              <Value value={c.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Loads and shows one comparison (`url` builds the API address of the kind's compare). */
export function ComparisonOf({
  url,
  from,
  to,
}: {
  url: (from: VersionRef, to: VersionRef) => string;
  from: VersionRef;
  to: VersionRef;
}) {
  const answer = useQuery({
    queryKey: ['compare', url(from, to)],
    queryFn: getJson<CompareAnswer>(url(from, to)),
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
export function DocumentCompare(p: {
  revisions: PageRevision[];
  hasDraft: boolean;
  url: (from: VersionRef, to: VersionRef) => string;
}) {
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
        <ComparisonOf url={p.url} from={asRef(from)} to={asRef(to)} />
      )}
    </section>
  );
}
