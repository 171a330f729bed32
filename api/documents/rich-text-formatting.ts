import { diffArrays, diffWords } from 'diff';
import { isRichTextDocument, migrateRichText, type RichTextInline } from '../../contracts/rich-text';

/** What one character of rich text looks like: its words alone do not say it is bold or a link. */
interface Look {
  bold: boolean;
  italic: boolean;
  url: string | undefined;
}

/** A paragraph or list item: its words, what kind of line it is, and the look of each of its characters. */
interface Line {
  kind: 'paragraph' | 'bullet' | 'number';
  text: string;
  looks: Look[];
}

function lineOf(kind: Line['kind'], runs: readonly RichTextInline[]): Line {
  const line: Line = { kind, text: '', looks: [] };
  const add = (text: string, look: Look) => {
    line.text += text;
    for (let i = 0; i < text.length; i++) line.looks.push(look);
  };
  for (const r of runs)
    if (r.type === 'text') add(r.text, { bold: !!r.bold, italic: !!r.italic, url: undefined });
    else for (const c of r.children) add(c.text, { bold: !!c.bold, italic: !!c.italic, url: r.url });
  return line;
}

/** A stored value's lines, in the order plainText reads them (a page file's string is one plain paragraph). */
function linesOf(value: unknown): Line[] {
  const doc = migrateRichText(value);
  if (!isRichTextDocument(doc)) return [];
  return doc.children.flatMap((b) =>
    b.type === 'paragraph' ? [lineOf('paragraph', b.children)] : b.children.map((i) => lineOf(b.listType, i.children)),
  );
}

const quoted = (text: string) => {
  const t = text.trim();
  return t.length > 60 ? `“${t.slice(0, 59)}…”` : `“${t}”`;
};

/** One character's look before and after, where the words on both sides hold that same character. */
type Pair = { at: number; text: string; was: Look; now: Look } | null;

/**
 * The characters both versions share, lined up, with their looks. Lines
 * whose words changed are lined up word by word too, so a word
 * made bold in a sentence that was also reworded is still found; a `null`
 * between lines (and between pieces that do not line up) ends a stretch.
 */
function pairs(was: Line[], now: Line[]): Pair[] {
  const out: Pair[] = [];
  const [a, b] = [was.map((l) => l.text).join('\n'), now.map((l) => l.text).join('\n')];
  const looksA = was.flatMap((l) => [...l.looks, null]);
  const looksB = now.flatMap((l) => [...l.looks, null]);
  let [i, j] = [0, 0];
  for (const part of diffWords(a, b)) {
    const n = part.value.length;
    if (part.added) j += n;
    else if (part.removed) i += n;
    else
      for (let k = 0; k < n; k++, i++, j++) {
        const [was, now] = [looksA[i], looksB[j]];
        out.push(was && now ? { at: j, text: b[j]!, was, now } : null);
      }
    out.push(null);
  }
  return out;
}

/**
 * Stretches of shared characters whose look changed the same way (`change`
 * says how, or '' for no change), each as its words: "every wall" made bold.
 */
function stretches(all: Pair[], change: (p: NonNullable<Pair>) => string): { change: string; text: string }[] {
  const out: { change: string; text: string }[] = [];
  let current: { change: string; text: string; end: number } | null = null;
  for (const p of all) {
    const c = p ? change(p) : '';
    if (!p || !c || !current || current.change !== c || current.end !== p.at - 1) {
      if (current) out.push(current);
      current = p && c ? { change: c, text: '', end: p.at - 1 } : null;
    }
    if (current && p) {
      current.text += p.text;
      current.end = p.at;
    }
  }
  if (current) out.push(current);
  return out.filter((s) => s.text.trim());
}

const KIND_WORDS: Record<Line['kind'], string> = {
  paragraph: 'made a paragraph',
  bullet: 'made a bulleted list item',
  number: 'made a numbered list item',
};

/** At most this many notes per field: a whole list turned into paragraphs reads as a few lines and a count. */
const MAX_NOTES = 8;

/**
 * What changed in a rich text's formatting, in words an approver reads
 * beside the text: "made bold: “every wall”", "link on “our team”: /contact
 * → /services", "made a bulleted list item: “…”". The words themselves are
 * compared elsewhere; this names what the words alone cannot show, so a
 * change of formatting only is not two identical sentences side by side.
 */
export function formattingChanges(before: unknown, after: unknown): string[] {
  const [was, now] = [linesOf(before), linesOf(after)];
  const shared = pairs(was, now);
  const notes: string[] = [];
  const flag = (key: 'bold' | 'italic', on: string, off: string) => {
    for (const s of stretches(shared, (p) => (p.was[key] === p.now[key] ? '' : p.now[key] ? on : off)))
      notes.push(`${s.change}: ${quoted(s.text)}`);
  };
  flag('bold', 'made bold', 'bold taken off');
  flag('italic', 'made italic', 'italic taken off');
  for (const s of stretches(shared, (p) => (p.was.url === p.now.url ? '' : `${p.was.url ?? ''}\n${p.now.url ?? ''}`))) {
    const [from, to] = s.change.split('\n');
    if (!from) notes.push(`linked ${quoted(s.text)} to ${to}`);
    else if (!to) notes.push(`link taken off ${quoted(s.text)} (was ${from})`);
    else notes.push(`link on ${quoted(s.text)}: ${from} → ${to}`);
  }
  // Lines whose words are the same on both sides, lined up in order: a paragraph made a list item, or back.
  let [i, j] = [0, 0];
  for (const part of diffArrays(
    was.map((l) => l.text),
    now.map((l) => l.text),
  )) {
    const n = part.count ?? part.value.length;
    if (part.added) j += n;
    else if (part.removed) i += n;
    else
      for (let k = 0; k < n; k++, i++, j++)
        if (was[i]!.kind !== now[j]!.kind) notes.push(`${KIND_WORDS[now[j]!.kind]}: ${quoted(now[j]!.text)}`);
  }
  if (notes.length <= MAX_NOTES) return notes;
  return [...notes.slice(0, MAX_NOTES - 1), `and ${notes.length - MAX_NOTES + 1} more changes of formatting`];
}
