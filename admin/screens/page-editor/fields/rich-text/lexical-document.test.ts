import { $createLinkNode, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { $createParagraphNode, $createTextNode, $getRoot, createEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { type RichTextDocument, richTextDocument, richTextFromPlain } from '../../../../../contracts/rich-text';
import { $loadDocument, $readDocument } from './lexical-document';

const editor = () =>
  createEditor({
    nodes: [ListNode, ListItemNode, LinkNode],
    onError: (e) => {
      throw e;
    },
  });

const roundTrip = (value: Parameters<typeof $loadDocument>[0]) => {
  const e = editor();
  e.update(() => $loadDocument(value), { discrete: true });
  return e.getEditorState().read($readDocument);
};

const doc: RichTextDocument = {
  type: 'root',
  children: [
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Plain, ' },
        { type: 'text', text: 'bold', bold: true },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'both', bold: true, italic: true },
        { type: 'link', url: 'https://example.com', children: [{ type: 'text', text: 'out', italic: true }] },
      ],
    },
    {
      type: 'list',
      listType: 'number',
      children: [
        { type: 'listitem', children: [{ type: 'text', text: 'One' }] },
        { type: 'listitem', children: [{ type: 'link', url: '/contact', children: [{ type: 'text', text: 'Two' }] }] },
      ],
    },
    { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [{ type: 'text', text: 'Dot' }] }] },
  ],
};

describe("Lexical's editor state and the stored document", () => {
  it('carries every kind of node through the editor and back unchanged, and a plain string as one paragraph', () => {
    expect(roundTrip(doc)).toEqual(doc);
    expect(richTextDocument.safeParse(roundTrip(doc)).success).toBe(true);
    expect(roundTrip('A plain sentence.')).toEqual(richTextFromPlain('A plain sentence.'));
    expect(roundTrip(undefined)).toEqual(richTextFromPlain(''));
  });

  it('keeps the words of a link the site would refuse (pasted in) and drops the link', () => {
    const e = editor();
    e.update(
      () => {
        const p = $createParagraphNode();
        p.append($createTextNode('see '), $createLinkNode('data:text/html,hi').append($createTextNode('this')));
        $getRoot().clear().append(p);
      },
      { discrete: true },
    );
    expect(e.getEditorState().read($readDocument)).toEqual({
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'see ' },
            { type: 'text', text: 'this' },
          ],
        },
      ],
    });
  });
});
