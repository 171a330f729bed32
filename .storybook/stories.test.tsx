import type { ReactElement } from 'react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageRegistries } from '../app/content';
import type { AnyBlock } from '../engine/block';
import * as preview from './preview';

/**
 * Storybook as a test suite:
 * - every registered block type has a *.stories.tsx with at least one story;
 * - every story's args ({...meta.args, ...story.args}) parse with its block's
 *   zod schema, so stories cannot drift from the schemas;
 * - every story renders (portable stories: the preview's decorators, loaders
 *   and the story's play function run; testing-library unmounts it after) without throwing or logging an error.
 *   A story that shows an error state on purpose sets parameters.allowConsoleErrors.
 */
type StoryModule = Record<string, unknown> & {
  default: { component?: unknown; args?: Record<string, unknown>; title?: string };
};
const modules = import.meta.glob<StoryModule>(['../blocks/**/*.stories.tsx', '../admin/**/*.stories.tsx'], {
  eager: true,
});

// Before composeStories below runs (at module load), so stories get the preview's decorators.
setProjectAnnotations(preview);
// Loading the preview loads storybook/test, which puts an `expect` of its own in the global slot where vitest
// counts a test's assertions: every test here then counted none (expect.requireAssertions failed them all),
// and with isolate: false so would the files after this one in the worker. Vitest's own goes back in.
Object.defineProperty(globalThis, Symbol.for('expect-global'), { value: expect, writable: true, configurable: true });

/** Public and admin blocks alike have stories. */
const allBlocks = pageRegistries.flatMap((r) => [...r.blocks] as AnyBlock[]);
const blockOfType = (type: string) => allBlocks.find((b) => b.type === type);

/** blocks/<type>/X.stories.tsx → <type>; admin/screens/<name>/X.stories.tsx → admin/<name>; else the block whose component the meta names. */
function blockOf(file: string, mod: StoryModule): AnyBlock | undefined {
  const byComponent = allBlocks.find((b) => b.component === mod.default.component);
  if (byComponent) return byComponent;
  const m = /^\.\.\/(?:blocks\/(.+)|admin\/screens\/(.+))\/[^/]+\.stories\.tsx$/.exec(file);
  if (!m) return undefined;
  return blockOfType(m[1] ?? `admin/${m[2]}`);
}

/** Where a block type's folder is: admin screens live under admin/screens/. */
const folderOf = (type: string) => (type.startsWith('admin/') ? `admin/screens/${type.slice(6)}` : `blocks/${type}`);

const storyFiles = Object.entries(modules).map(([file, mod]) => ({
  file: file.replace(/^\.\.\//, ''),
  mod,
  block: blockOf(file, mod),
}));

const storyExports = (mod: StoryModule) =>
  Object.entries(mod).filter(
    ([name, v]) => name !== 'default' && name !== '__namedExportsOrder' && v && typeof v === 'object',
  ) as [string, { args?: Record<string, unknown>; parameters?: Record<string, unknown> }][];

describe('stories cover every block', () => {
  it.each(allBlocks.map((b) => [b.type]))('block "%s" has stories', (type) => {
    const files = storyFiles.filter((f) => f.block?.type === type);
    expect(
      files.length,
      `No stories for block "${type}". Add ${folderOf(type)}/<Name>.stories.tsx (see blocks/hero-carousel/HeroCarousel.stories.tsx: meta { component, render: renderBlock(block), args }).`,
    ).toBeGreaterThan(0);
    expect(
      files.reduce((n, f) => n + storyExports(f.mod).length, 0),
      `${folderOf(type)} stories export no story`,
    ).toBeGreaterThan(0);
  });

  // A block with an island does something for a visitor: at least one story shows it by a play function.
  it.each(allBlocks.filter((b) => b.interactive).map((b) => [b.type]))(
    'interactive block "%s" has a story with a play function',
    (type) => {
      const plays = storyFiles
        .filter((f) => f.block?.type === type)
        .flatMap((f) =>
          storyExports(f.mod).filter(([, story]) => typeof (story as { play?: unknown }).play === 'function'),
        );
      expect(
        plays.length,
        `${folderOf(type)}: no story has a play function. Give one a play ({ canvasElement }) that does what a visitor does (storybook/test: within, userEvent, expect), as blocks/video-carousel's stories do.`,
      ).toBeGreaterThan(0);
    },
  );

  it.each(storyFiles.map((f) => [f.file, f]))('%s belongs to a registered block', (_file, f) => {
    expect(
      f.block,
      `${f.file}: no registered block matches (its folder is not a block type and meta.component is no block's component)`,
    ).toBeDefined();
  });
});

for (const { file, mod, block } of storyFiles) {
  if (!block) continue;
  type Composed = (() => ReactElement) & {
    load: () => Promise<void>;
    play?: (ctx: { canvasElement: HTMLElement }) => Promise<void>;
    parameters: Record<string, unknown>;
  };
  const composed = composeStories(mod as never) as Record<string, Composed>;

  describe(file, () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it.each(storyExports(mod))(`story %s: args parse with the "${block.type}" schema`, (_name, story) => {
      const args = { ...mod.default.args, ...story.args };
      const parsed = block.schema.safeParse(args);
      const issues = parsed.success
        ? []
        : parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
      expect(issues, `${file} ${_name}: args do not match the schema`).toEqual([]);
    });

    it.each(Object.entries(composed))('story %s renders without errors', async (name, Story) => {
      const errors: string[] = [];
      vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
        errors.push(a.map((x) => (x instanceof Error ? x.message : String(x))).join(' '));
      });
      // Loaders and beforeEach, then the story with the preview's decorators, then its play function.
      await Story.load();
      const { container: canvas } = render(<Story />);
      // Not inside act(): Storybook's play turns React's act environment off while it drives the story, as a
      // visitor's clicks would (its testing-library is not the one @testing-library/react wraps in act).
      if (Story.play) await Story.play({ canvasElement: canvas });
      // Let effects and mocked API answers settle.
      await act(() => new Promise((r) => setTimeout(r, 20)));
      expect(canvas.innerHTML.length, `${file} ${name} rendered nothing`).toBeGreaterThan(0);
      if (!Story.parameters.allowConsoleErrors) expect(errors, `${file} ${name} logged errors`).toEqual([]);
    });
  });
}
