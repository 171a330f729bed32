import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type RichTextDocument, richTextFromPlain } from '../../contracts/rich-text';
import { ProcessSteps } from '../process-steps/ProcessSteps';
import { migrate, schema } from '../process-steps/schema';
import { registry } from '../index';
import { RichText } from './RichText';

const formatted: RichTextDocument = {
  type: 'root',
  children: [
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'We build ' },
        { type: 'text', text: 'fast', bold: true },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'clean', italic: true, bold: true },
        { type: 'text', text: '. See ' },
        { type: 'link', url: '/contact', children: [{ type: 'text', text: 'contact' }] },
        { type: 'text', text: ' or ' },
        { type: 'link', url: 'https://example.com/a?b=<c>', children: [{ type: 'text', text: 'a partner' }] },
      ],
    },
    {
      type: 'list',
      listType: 'number',
      children: [
        { type: 'listitem', children: [{ type: 'text', text: 'Measure' }] },
        { type: 'listitem', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
      ],
    },
    { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [{ type: 'text', text: 'Steel' }] }] },
  ],
};

const html = (value: Parameters<typeof RichText>[0]['value']) =>
  renderToStaticMarkup(<RichText value={value} className="desc" />);

describe('rich text on the server', () => {
  it('renders bold, italic, links and both lists as elements, with the text escaped', () => {
    expect(html(formatted)).toBe(
      '<div class="desc rich-text"><p>We build <strong>fast</strong> and <strong><em>clean</em></strong>. See ' +
        '<a href="/contact">contact</a> or <a href="https://example.com/a?b=&lt;c&gt;" rel="noopener noreferrer">a partner</a></p>' +
        '<ol><li>Measure</li><li>&lt;script&gt;alert(1)&lt;/script&gt;</li></ol><ul><li>Steel</li></ul></div>',
    );
  });

  it('writes a plain string, and the same sentence migrated to a document, byte for byte as before', () => {
    const before = '<p class="desc">Site visit &amp; quote</p>';
    expect(html('Site visit & quote')).toBe(before);
    expect(html(richTextFromPlain('Site visit & quote'))).toBe(before);
    expect(html(undefined)).toBe('');
    expect(html(richTextFromPlain(''))).toBe('');
  });

  it('a process step stored as a plain string reads the same after its migration to version 2', () => {
    const props = {
      heading: 'How we work',
      steps: [
        { title: 'Visit', description: 'We come to the site.' },
        { title: 'Build', description: formatted },
      ],
    };
    const stored = { ...props, steps: [props.steps[0], { title: 'Build', description: 'Plain build.' }] };
    const plain = renderToStaticMarkup(<ProcessSteps {...schema.parse(stored)} />);
    const migrated = migrate(stored, 1) as typeof stored;
    expect(migrated.steps[0]!.description).toEqual(richTextFromPlain('We come to the site.'));
    expect(renderToStaticMarkup(<ProcessSteps {...schema.parse(migrated)} />)).toBe(plain);
    expect(renderToStaticMarkup(<ProcessSteps {...schema.parse(props)} />)).toContain('<ol><li>Measure</li>');
  });

  it('the hero subtitle, a section lead and the call-to-action text: a stored string reads the same migrated, and formatting shows', () => {
    const blocks: [string, Record<string, unknown>, string][] = [
      ['hero-carousel', { slides: [], title: 'Homes', subtitle: 'We build.' }, 'subtitle'],
      [
        'call-to-action',
        { heading: 'Ready?', text: 'We build.', buttons: [{ label: 'Go', href: '/contact' }] },
        'text',
      ],
      ['stats', { heading: 'Numbers', lead: 'We build.', items: [{ value: '5', label: 'Years' }] }, 'lead'],
    ];
    for (const [type, stored, field] of blocks) {
      const block = registry.get(type)!;
      const Component = block.component as (p: object) => ReactNode;
      const render = (props: Record<string, unknown>) =>
        renderToStaticMarkup(<Component {...(block.schema.parse(props) as object)} />);
      const plain = render(stored);
      expect(plain, type).toContain('>We build.</p>');
      expect(render(block.migrate!(stored, 1) as Record<string, unknown>), type).toBe(plain);
      const bold = render({ ...stored, [field]: formatted });
      expect(bold, type).toContain('<strong>fast</strong>');
      expect(bold, type).toContain('<a href="/contact">contact</a>');
    }
  });
});
