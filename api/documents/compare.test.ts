import { describe, expect, it } from 'vitest';
import { valueWords } from '../../contracts/field-words';
import { richTextFromPlain } from '../../contracts/rich-text';
import { compareDocuments } from './compare';

const hero = (subtitle: string, extra: object = {}) => ({
  type: 'hero-carousel',
  props: {
    slides: [
      { title: 'Container homes', subtitle: 'Delivered in 48 hours' },
      { title: 'Site offices', subtitle, ...extra },
    ],
  },
});

describe('compareDocuments', () => {
  it('names a field by the labels the editor shows, each list item by its number and its own title', () => {
    const before = { meta: { title: 'Offices' }, blocks: [hero('Ready in a week')] };
    const after = { meta: { title: 'Site offices' }, blocks: [hero('Ready in 3 days')] };
    expect(compareDocuments(before, after).map((c) => c.where.join(' › '))).toEqual([
      'Page settings › Title',
      'Hero carousel › Slide 2 “Site offices” › Subtitle',
    ]);
  });

  it('counts a field left out, emptied or an empty list as the same, so only real changes are rows', () => {
    const before = { blocks: [hero('Same', { eyebrow: undefined, note: '', tags: [] })] };
    const after = { blocks: [hero('Same', { eyebrow: null, badge: {} })] };
    expect(compareDocuments(before, after)).toEqual([]);
    const filled = compareDocuments(before, { blocks: [hero('Same', { eyebrow: 'New' })] });
    expect(filled).toEqual([
      {
        path: ['blocks', 0, 'props', 'slides', 1, 'eyebrow'],
        where: ['Hero carousel', 'Slide 2 “Site offices”', 'Eyebrow'],
        change: 'added',
        after: 'New',
      },
    ]);
  });

  it('shows an added section as one change, in words rather than JSON', () => {
    const cards = { type: 'card-grid', props: { heading: 'Our services', cards: [{}, {}, {}] } };
    const [change, ...rest] = compareDocuments({ blocks: [] }, { blocks: [cards] });
    expect(rest).toEqual([]);
    expect(change).toMatchObject({ path: ['blocks', 0], change: 'added', where: ['Card grid “Our services”'] });
    expect(valueWords(change!.after)).toBe('Card grid “Our services”, 3 cards');
    expect(valueWords({ label: 'Offices', href: '/offices', submenus: [{}] })).toBe('“Offices” → /offices, 1 submenu');
  });

  it('names menu links by their labels, however deep', () => {
    const nav = (label: string) => ({
      header: {
        items: [
          {
            label: 'Prefab units',
            href: '/p',
            submenus: [{ label: 'Commercial', href: '/c', submenus: [{ label, href: '/o' }] }],
          },
        ],
      },
    });
    expect(compareDocuments(nav('Offices'), nav('Site offices'))[0]!.where).toEqual([
      'Header',
      'Item 1 “Prefab units”',
      'Submenu 1 “Commercial”',
      'Submenu 1 “Site offices”',
      'Label',
    ]);
  });

  it("compares rich text as one field in words: a page file's string and the same sentence saved are no change", () => {
    const steps = (description: unknown) => ({
      blocks: [{ type: 'process-steps', props: { heading: 'How', steps: [{ title: 'Visit', description }] } }],
    });
    expect(compareDocuments(steps('We come to you.'), steps(richTextFromPlain('We come to you.')))).toEqual([]);
    const bold = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'We come to ' },
            { type: 'text', text: 'your site', bold: true },
          ],
        },
        {
          type: 'list',
          listType: 'bullet',
          children: [{ type: 'listitem', children: [{ type: 'text', text: 'Free' }] }],
        },
      ],
    };
    expect(compareDocuments(steps('We come to you.'), steps(bold))).toEqual([
      {
        path: ['blocks', 0, 'props', 'steps', 0, 'description'],
        where: ['Process steps “How”', 'Step 1 “Visit”', 'Description'],
        change: 'changed',
        before: 'We come to you.',
        after: 'We come to your site\nFree',
      },
    ]);
    expect(valueWords(bold)).toBe('We come to your site\nFree');
  });

  it('shows a change of formatting alone (bold, italic, a link, a list) in words, not as the same words twice', () => {
    const run = (text: string, more: object = {}) => ({ type: 'text', text, ...more });
    const para = (...children: object[]) => ({ type: 'paragraph', children });
    const doc = (...children: object[]) => ({ type: 'root', children });
    const link = (url: string, text: string) => ({ type: 'link', url, children: [run(text)] });
    const cta = (text: unknown) => ({
      blocks: [{ type: 'call-to-action', props: { heading: 'Ready?', text, buttons: [] } }],
    });
    const plain = doc(para(run('We paint every wall. Ask '), link('/contact', 'our team'), run('.')));
    const formatted = doc(
      para(run('We paint '), run('every wall', { bold: true }), run('. Ask '), link('/services', 'our team'), run('.')),
    );
    const [change] = compareDocuments(cta(plain), cta(formatted));
    expect(change).toMatchObject({
      path: ['blocks', 0, 'props', 'text'],
      change: 'changed',
      before: 'We paint every wall. Ask our team.',
      after: 'We paint every wall. Ask our team.',
      formatting: ['made bold: “every wall”', 'link on “our team”: /contact → /services'],
    });
    // And back, with italic, a link taken off and a paragraph made a list item.
    const back = doc({
      type: 'list',
      listType: 'bullet',
      children: [
        { type: 'listitem', children: [run('We paint every wall. Ask '), run('our team', { italic: true }), run('.')] },
      ],
    });
    expect(compareDocuments(cta(formatted), cta(back))[0]!.formatting).toEqual([
      'bold taken off: “every wall”',
      'made italic: “our team”',
      'link taken off “our team” (was /services)',
      'made a bulleted list item: “We paint every wall. Ask our team.”',
    ]);
    // Words changed as well: the formatting of the words both sides share is still named.
    const reworded = doc(para(run('We paint '), run('every wall', { bold: true }), run(' fast.')));
    expect(compareDocuments(cta('We paint every wall.'), cta(reworded))[0]).toMatchObject({
      before: 'We paint every wall.',
      after: 'We paint every wall fast.',
      formatting: ['made bold: “every wall”'],
    });
    // The same words and formatting: no change; words alone: no formatting notes.
    expect(compareDocuments(cta(plain), cta(structuredClone(plain)))).toEqual([]);
    expect(compareDocuments(cta('A b.'), cta('A c.'))[0]!.formatting).toBeUndefined();
  });
});
