import type { ReactNode } from 'react';
import type { RichTextBlock, RichTextInline, RichTextRun, RichTextValue } from '../../contracts/rich-text';
import { isRichTextDocument } from '../../contracts/rich-text-words';

/** A run of text with its bold and italic as <strong> and <em>: React escapes the text; no HTML is ever parsed. */
function Run({ run }: { run: RichTextRun }) {
  let node: ReactNode = run.text;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  return node;
}

/** A link leaving the site opens in the same tab, as the site's other links do; `rel` keeps its referrer to itself. */
const isOutside = (url: string) => /^https?:/i.test(url);

/** Runs, blocks and items have no identity but their place in the document: their index is their key. */
function Inlines({ runs }: { runs: readonly RichTextInline[] }) {
  // One plain run is written as bare text, so a plain sentence renders exactly as it did as a string.
  if (runs.length === 1 && runs[0]!.type === 'text' && !runs[0]!.bold && !runs[0]!.italic) return runs[0]!.text;
  return runs.map((r, i) =>
    r.type === 'text' ? (
      <Run key={i} run={r} />
    ) : (
      <a key={i} href={r.url} rel={isOutside(r.url) ? 'noopener noreferrer' : undefined}>
        {r.children.map((c, j) => (
          <Run key={j} run={c} />
        ))}
      </a>
    ),
  );
}

function Block({ block }: { block: RichTextBlock }) {
  if (block.type === 'paragraph') return <p>{<Inlines runs={block.children} />}</p>;
  const List = block.listType === 'number' ? 'ol' : 'ul';
  return (
    <List>
      {block.children.map((item, i) => (
        <li key={i}>
          <Inlines runs={item.children} />
        </li>
      ))}
    </List>
  );
}

const isEmpty = (value: RichTextValue | undefined) =>
  value === undefined ||
  value === '' ||
  (isRichTextDocument(value) && value.children.every((b) => b.type === 'paragraph' && b.children.length === 0));

/**
 * Rich text rendered on the server as React elements. A plain string or a
 * document of one paragraph is one `<p className>`, byte for byte what the
 * blocks wrote before rich text; paragraphs and lists together go in a
 * `<div className>` (a list may not sit inside a <p>). Nothing at all for an
 * empty value.
 */
export function RichText({ value, className }: { value: RichTextValue | undefined; className?: string }) {
  if (isEmpty(value)) return null;
  if (typeof value === 'string') return <p className={className}>{value}</p>;
  const blocks = value!.children;
  if (blocks.length === 1 && blocks[0]!.type === 'paragraph')
    return (
      <p className={className}>
        <Inlines runs={blocks[0]!.children} />
      </p>
    );
  return (
    <div className={className ? `${className} rich-text` : 'rich-text'}>
      {blocks.map((b, i) => (
        <Block key={i} block={b} />
      ))}
    </div>
  );
}
