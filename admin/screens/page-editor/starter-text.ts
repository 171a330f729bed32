import type { PageDocument } from '../../../contracts/pages';
import { isRichTextDocument, plainText } from '../../../contracts/rich-text';
import { blockName, type Starters } from './catalogue';

/** A section that still shows words of its starter: "Section 3 (Card grid)" and those words. */
export interface StarterLeftover {
  section: string;
  texts: string[];
}

/** Words a visitor reads (a space between two of them), not an address, an icon name or a file. */
const isWords = (s: string) => /\S\s+\S/.test(s) && !/^(\/|https?:|mailto:|tel:)/.test(s);

function strings(v: unknown, into: Set<string>): Set<string> {
  if (typeof v === 'string') into.add(v);
  else if (isRichTextDocument(v)) into.add(plainText(v));
  else if (Array.isArray(v)) for (const item of v) strings(item, into);
  else if (v && typeof v === 'object') for (const item of Object.values(v)) strings(item, into);
  return into;
}

/** The texts of `props` equal to the starter's at the same place (a card's title to the starter card's title). */
function sameAsStarter(props: unknown, starter: unknown, found: string[]) {
  // Rich text is compared by its words: the starter's plain sentence, once the editor has made it a document, is still the starter's.
  if (isRichTextDocument(props)) {
    const words = plainText(props);
    if (words === plainText(starter) && isWords(words)) found.push(words);
  } else if (typeof props === 'string') {
    if (props === starter && isWords(props)) found.push(props);
  } else if (Array.isArray(props) && Array.isArray(starter))
    props.forEach((item, i) => sameAsStarter(item, starter[i], found));
  else if (props && typeof props === 'object' && starter && typeof starter === 'object')
    for (const [k, item] of Object.entries(props)) sameAsStarter(item, (starter as Record<string, unknown>)[k], found);
}

/**
 * The sections whose starter text ("Section heading", "First card") is still there, unchanged, and not on the live
 * page: a new section goes live as it was added if nobody edits it, and the Publish dialog says so (it does not
 * refuse it: some starter words may be just right). Text already live is left out, so a page whose own words the
 * starters were taken from (the home page's hero) is not warned about every time.
 */
export function starterLeftovers(page: PageDocument, starters: Starters, live: PageDocument | null): StarterLeftover[] {
  const liveTexts = strings(live?.blocks ?? [], new Set());
  return page.blocks.flatMap((block, i) => {
    const found: string[] = [];
    sameAsStarter(block.props, starters[block.type], found);
    const texts = [...new Set(found.filter((t) => !liveTexts.has(t)))];
    return texts.length ? [{ section: `Section ${i + 1} (${blockName(block.type)})`, texts }] : [];
  });
}
