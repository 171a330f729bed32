import { describe, expect, it } from 'vitest';
import { editorRegistry } from '../editor-registry';
import { samplePage } from '../sample';
import { draftIssues } from './issues';

/** The messages staff read at a field and in the issues list. */
describe('draftIssues', () => {
  const page = () => structuredClone(samplePage);
  const issuesOf = (edit: (doc: ReturnType<typeof page>) => void) => {
    const doc = page();
    edit(doc);
    return draftIssues(editorRegistry.pageSchema, doc);
  };

  it('words zod’s generic messages for staff, at the exact path', () => {
    const cleared = issuesOf((d) => delete (d.blocks[2]!.props as { heading?: string }).heading);
    expect(cleared).toEqual([{ path: ['blocks', 2, 'props', 'heading'], message: 'Required: fill this in.' }]);
    const quick = issuesOf((d) => ((d.blocks[0]!.props as { intervalMs: number }).intervalMs = 10));
    expect(quick).toEqual([{ path: ['blocks', 0, 'props', 'intervalMs'], message: 'Must be at least 1000.' }]);
  });

  it('keeps a schema’s own message', () => {
    const unsafe = issuesOf(
      (d) => ((d.blocks.at(-1)!.props as { buttons: { href: string }[] }).buttons[0]!.href = 'javascript:alert(1)'),
    );
    expect(unsafe[0]!.message).toMatch(/site path/);
    const short = issuesOf((d) => (d.meta.description = 'Too short to describe a page.'));
    expect(short[0]!.message).toBe('should be at least 50 characters for search snippets');
  });
});
