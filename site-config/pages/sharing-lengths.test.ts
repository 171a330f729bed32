import { describe, expect, it } from 'vitest';
import { PREVIEW_LIMITS } from '../../admin/screens/page-editor/SharingPreview';
import { pageTitle } from '../../engine/head';
import { company } from '../company';
import { starterPage } from '../starter-page';
import home from './index.page';

/**
 * What a shared link or a search result shows of the home page, and of a new page as "New page" makes it,
 * fits where it is shown: the editor's Sharing preview marked four cut-offs on the home page's own text, and a
 * brand-new page's description was already too long for WhatsApp before staff typed a word.
 */
type Meta = { title: string; description: string; share?: { title?: string; description?: string } };

function overLimits(meta: Meta) {
  const title = pageTitle({ meta }, company.name);
  const shared = {
    title: meta.share?.title?.trim() || title,
    description: meta.share?.description?.trim() || meta.description,
  };
  const over: string[] = [];
  if (shared.title.length > PREVIEW_LIMITS.whatsapp.title) over.push(`WhatsApp title (${shared.title.length})`);
  if (shared.description.length > PREVIEW_LIMITS.whatsapp.description)
    over.push(`WhatsApp description (${shared.description.length})`);
  if (title.length > PREVIEW_LIMITS.search.title) over.push(`search title (${title.length})`);
  if (meta.description.length > PREVIEW_LIMITS.search.description)
    over.push(`search description (${meta.description.length})`);
  return over;
}

describe('texts shown where links are shared', () => {
  it('the home page fits the search result and the WhatsApp card', () => {
    expect(overLimits(home.meta as Meta)).toEqual([]);
  });

  // Any title that fits a search result (about 31 characters before the company's name).
  it.each(['Kiosk booths', 'Steel Staircases & Balustrade'])(
    'a new page titled "%s" starts with text that fits',
    (title) => {
      expect(overLimits(starterPage('/new-page', title).meta)).toEqual([]);
    },
  );
});
