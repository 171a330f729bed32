import { withoutSeedSlots } from '../../../engine/media-kind';
import { editorRegistry } from './editor-registry';
import { humanize } from './fields/form-schema';

/** The props a new section starts with (from the page file: site-config/starters), by block type. */
export type Starters = Record<string, Record<string, unknown>>;

/** The blocks staff may add to a page: every public block with a starter, which is all but the shell's (header, footer, chat button). */
export const paletteTypes = (starters: Starters) => editorRegistry.types.filter((t) => !!starters[t]);

/**
 * A new section's props: a copy of its starter, so editing one section never changes the next,
 * with empty media fields (the starters show the home page's files, which a new section must not share).
 */
export const starterFor = (starters: Starters, type: string): Record<string, unknown> | null =>
  starters[type] ? withoutSeedSlots(structuredClone(starters[type])) : null;

export const blockName = (type: string) => humanize(type);

/** A short line that tells one block from another of its type: its heading, title or first label. */
export function blockSummary(props: unknown): string {
  if (!props || typeof props !== 'object') return '';
  const p = props as Record<string, unknown>;
  for (const key of ['heading', 'title', 'label', 'name', 'eyebrow'])
    if (typeof p[key] === 'string' && p[key]) return p[key] as string;
  const first = Object.values(p).find((v) => Array.isArray(v) && v[0] && typeof v[0] === 'object') as
    | Record<string, unknown>[]
    | undefined;
  const inner = first?.[0];
  if (inner)
    for (const key of ['title', 'heading', 'label', 'name', 'alt'])
      if (typeof inner[key] === 'string' && inner[key]) return inner[key] as string;
  return '';
}

/** One line per block for the "Add a section" list: what a visitor sees. */
export const BLOCK_HINTS: Record<string, string> = {
  'back-link': 'A link back to the parent page.',
  breadcrumb: 'The trail of pages above this one.',
  'call-to-action': 'A closing band with a heading and buttons.',
  'card-grid': 'Cards with a picture, text and a link, in 2 to 4 columns.',
  'contact-form': 'The form visitors send inquiries with.',
  'contact-info': 'Phone, e-mail, address and hours.',
  'feature-list': 'A list of features or benefits with icons.',
  gallery: 'The project photo gallery with categories.',
  'hero-carousel': 'The big opening picture or video, with a title and buttons.',
  'media-showcase': 'A lead photo with a row of smaller ones.',
  'portfolio-grid': 'Project photos in groups with captions.',
  'process-steps': 'Numbered steps: how the work goes.',
  'product-grid': 'Many products with a picture and a name.',
  'recent-projects': 'Case studies: a picture, text and key facts.',
  'spec-table': 'A table of specifications.',
  stats: 'A few big numbers, e.g. "500+ projects".',
  'video-carousel': 'Video cards that play one after another.',
};
