/**
 * How a document's fields and values read to staff: the names the editor's
 * forms give them ("Heading level", "Slide 2"), shared by the editor and by
 * the comparison of two versions, so a changed field is named in a compare
 * exactly as it is labelled where staff edit it.
 */

import { isRichTextDocument, plainText } from './rich-text';

/** Keys whose plain spelling would puzzle staff. */
const LABELS: Record<string, string> = {
  href: 'Link',
  alt: 'Alt text (read aloud to blind visitors)',
  cta: 'Button',
  id: 'Anchor id',
  focus: 'Focal point',
};

/** A focal point's coordinates, as the library's focal point panel says them. */
const FOCUS_AXES: Record<string, string> = { x: 'From the left (0 to 1)', y: 'From the top (0 to 1)' };

/** "headingLevel" → "Heading level", "intervalMs" → "Interval (milliseconds)"; a few keys get a friendlier name. */
export function humanize(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/ ms$/, ' (milliseconds)');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Slides" → "Slide", "Categories" → "Category": a list's name for one of its items. */
export function singular(plural: string): string {
  if (/ies$/i.test(plural)) return `${plural.slice(0, -3)}y`;
  // "Menus" ends like "status" but is a plain plural.
  if (/menus$/i.test(plural)) return plural.slice(0, -1);
  if (/(ss|us)$/i.test(plural) || !/s$/i.test(plural)) return plural;
  return plural.slice(0, -1);
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The words that name one item of a list or one section: its heading, title or label, if it has one. */
export function itemName(value: unknown): string {
  if (!isRecord(value)) return '';
  const own = isRecord(value.props) ? value.props : value;
  for (const key of ['heading', 'title', 'label', 'name', 'eyebrow', 'question'])
    if (typeof own[key] === 'string' && own[key]) return own[key] as string;
  return '';
}

/** A section of a page as staff know it: { type, props } with a block type. */
export const isSection = (v: unknown): v is { type: string; props?: unknown } =>
  isRecord(v) && typeof v.type === 'string' && (v.props === undefined || isRecord(v.props));

const quoted = (text: string) => (text.length > 60 ? `“${text.slice(0, 59)}…”` : `“${text}”`);

/**
 * Where a field sits, in the editor's words: `blocks.0.props.slides.1.subtitle`
 * of a page whose first section is a hero carousel reads "Hero carousel
 * “Container homes” › Slide 2 “Site offices” › Subtitle". `docs` are the two
 * versions compared, so an item named in only one of them is still named.
 */
export function fieldTrail(path: readonly (string | number)[], docs: readonly unknown[]): string[] {
  const words: string[] = [];
  let nodes = [...docs];
  const step = (seg: string | number) => {
    nodes = nodes.map((n) => (n && typeof n === 'object' ? (n as Record<string | number, unknown>)[seg] : undefined));
  };
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]!;
    if (i === 0 && seg === 'blocks' && typeof path[1] === 'number') {
      step(seg);
      step(path[++i]!);
      const section = nodes.find(isSection);
      const name = itemName(section);
      words.push(
        `${section ? humanize(section.type) : `Section ${(path[i] as number) + 1}`}${name ? ` ${quoted(name)}` : ''}`,
      );
      continue;
    }
    step(seg);
    if (seg === 'props') continue;
    if (i === 0 && seg === 'meta') {
      words.push('Page settings');
      continue;
    }
    if (typeof seg === 'number') {
      // "Slides › 2" reads "Slide 2": the list's name stands for its item.
      const list = words.pop() ?? 'Item';
      const name = itemName(nodes.find(isRecord));
      words.push(`${singular(list)} ${seg + 1}${name ? ` ${quoted(name)}` : ''}`);
      continue;
    }
    if (path[i - 1] === 'focus' && FOCUS_AXES[seg]) words.push(FOCUS_AXES[seg]);
    else words.push(humanize(seg).replace(/ \(read aloud to blind visitors\)$/, ''));
  }
  return words;
}

/**
 * A value too large for one line, in words rather than JSON: a section as
 * "Card grid “Our services”, 3 cards", a menu link as "“Offices” → /offices,
 * 4 submenus", a list by its count, anything else by its filled fields.
 */
export function valueWords(value: unknown): string {
  if (isRichTextDocument(value)) return plainText(value) || '(empty)';
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  if (!isRecord(value)) return String(value);
  const own: Record<string, unknown> = isSection(value) && isRecord(value.props) ? value.props : value;
  const parts: string[] = [];
  const name = itemName(value);
  if (isSection(value)) parts.push(`${humanize(value.type)}${name ? ` ${quoted(name)}` : ''}`);
  else if (name) parts.push(`${quoted(name)}${typeof own.href === 'string' ? ` → ${own.href}` : ''}`);
  for (const [key, v] of Object.entries(own)) {
    if (!Array.isArray(v) || !v.length) continue;
    const list = humanize(key).toLowerCase();
    parts.push(`${v.length} ${v.length === 1 ? singular(list) : list}`);
  }
  if (parts.length) return parts.join(', ');
  const fields = Object.entries(own)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    .slice(0, 4)
    .map(([k, v]) => `${humanize(k)}: ${String(v)}`);
  return fields.join('; ') || '(empty)';
}
