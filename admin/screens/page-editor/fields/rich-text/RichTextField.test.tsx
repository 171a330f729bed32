import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../../../blocks/index';
import type { RichTextDocument } from '../../../../../contracts/rich-text';
import { BlockFields } from '../BlockFields';
import { draftIssues, errorSchemaAt } from '../issues';

const schema = registry.get('process-steps')!.schema;

const formatted: RichTextDocument = {
  type: 'root',
  children: [
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Measure ' },
        { type: 'text', text: 'twice', bold: true },
        { type: 'link', url: '/contact', children: [{ type: 'text', text: 'ask us' }] },
      ],
    },
    { type: 'list', listType: 'number', children: [{ type: 'listitem', children: [{ type: 'text', text: 'Cut' }] }] },
  ],
};

/** The process-steps form as the editor shows it, with the page schema's messages at the fields. */
function fields(description: unknown) {
  const value = {
    heading: 'How',
    steps: [
      { title: 'Visit', description },
      { title: 'Build', description: 'Plain.' },
    ],
  };
  return (
    <BlockFields
      schema={schema}
      value={value}
      formId="blk"
      label="Block fields"
      routes={['/contact']}
      errors={errorSchemaAt(draftIssues(schema, value), [])}
      onChange={() => undefined}
    />
  );
}

describe('the rich-text field', () => {
  it('shows a stored document formatted in the editor, and a page file’s string as plain text', async () => {
    render(fields(formatted));
    const [first, second] = await screen.findAllByRole('textbox', { name: /^Description/ });
    await expect.poll(() => first!.querySelector('strong, .rich-text-editor__bold')?.textContent).toBe('twice');
    expect(first!.querySelector('a')?.getAttribute('href')).toBe('/contact');
    expect(first!.querySelector('ol')?.textContent).toBe('Cut');
    expect(first!.getAttribute('aria-invalid')).toBeNull();
    expect(second!.textContent).toBe('Plain.');
    // One toolbar per rich-text box: the two descriptions and the section's lead.
    expect(screen.getAllByRole('group', { name: 'Formatting' })).toHaveLength(
      screen.getAllByRole('textbox').filter((box) => box.getAttribute('contenteditable') === 'true').length,
    );
    expect(screen.getAllByRole('group', { name: 'Formatting' })).toHaveLength(3);
  });

  it('loads a value changed from outside (the editor’s Undo, a restored version) into the text box', async () => {
    const { rerender } = render(fields('Before undo.'));
    const [first] = await screen.findAllByRole('textbox', { name: /^Description/ });
    await expect.poll(() => first!.textContent).toBe('Before undo.');
    rerender(fields(formatted));
    await expect.poll(() => first!.querySelector('.rich-text-editor__bold')?.textContent).toBe('twice');
    expect(first!.textContent).toBe('Measure twiceask usCut');
  });

  it('says at the field what is wrong inside the document, tied to the text box', async () => {
    const many = { type: 'root', children: Array.from({ length: 51 }, () => formatted.children[1]) };
    render(fields(many));
    const [first] = await screen.findAllByRole('textbox', { name: /^Description/ });
    await expect.poll(() => first!.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(first!.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(message?.textContent).toBe('holds too much: at most 50 paragraphs and lists');
  });
});
