import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The two documents a newcomer reads to find their way around the code. Every
 * repository path, npm script, test project and import rule they cite in
 * backticks must exist as named: a renamed file or folder breaks this test,
 * not a reader's trust in the docs.
 */
const DOCS = ['docs/architecture.md', 'docs/testing.md'];

/** Cited paths that are not in a checkout, each with why the doc names it. */
const NOT_IN_THE_CHECKOUT: Record<string, string> = {
  'dist/': 'what `npm run build` writes; git ignores it',
  'site-config/pages/services/furniture/desks.page.ts': 'the page the "Adding a page" walk-through creates',
};

const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'storybook-static', 'coverage']);
/** The site's own data folder (DATA_DIR) at the root; a folder named data deeper down (admin/data/) is source. */
const DATA_DIR = 'data';

/** Every file of the checkout, relative to its root, with forward slashes. */
function repositoryFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir || '.', { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (SKIPPED_DIRS.has(entry.name) || path === DATA_DIR) continue;
      if (entry.isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk('');
  return files;
}

/** A cited path as a pattern: `<type>` and `*` stand for one name, `...` and `**` for any folders. */
function pathPattern(path: string): RegExp {
  const folder = path.endsWith('/');
  const source = path
    .replace(/\/$/, '')
    .split('/')
    .map((segment) =>
      segment === '...' || segment === '…' || segment === '**'
        ? '.+'
        : segment
            .split(/(<[^>]+>|\*)/)
            .map((part) => (part === '*' || /^<.+>$/.test(part) ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
            .join(''),
    )
    .join('/');
  // A bare `*.page.ts` may be in any folder. A folder exists when some file is under it; a file when it is one.
  const anywhere = !path.includes('/') && path.includes('*') ? '(.+/)?' : '';
  return new RegExp(folder ? `^${anywhere}${source}/` : `^${anywhere}${source}$`);
}

const FILE_ENDING = /\.(ts|tsx|mts|mjs|cjs|js|json|jsonc|md|css|yml|yaml|sh)$/;
const PATH_LIKE = /^\.?[\w@<>*…-][\w.@<>*…-]*(\/[\w.@<>*…-]+)*\/?$/;

/** Whether an inline code span names a place in the repository (not a URL, command, identifier or package). */
function isRepositoryPath(span: string, packages: Set<string>): boolean {
  if (!PATH_LIKE.test(span) || span.startsWith('/')) return false;
  if (!span.includes('/') && !FILE_ENDING.test(span)) return false;
  // hono/client, @hono/zod-validator: an import from a package.
  const first = span.split('/')[0];
  return !packages.has(first) && !first.startsWith('@');
}

/** The paragraphs (a table row is one) of a markdown file, fenced code left out. */
function paragraphs(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return prose.split(/\n\s*\n|\n(?=\|)/);
}

const inlineCode = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);

interface Citation {
  doc: string;
  path: string;
  /** The folders cited in the same paragraph: `compose.ts` in the App row means app/compose.ts. */
  around: string[];
}

function citedPaths(doc: string, packages: Set<string>): Citation[] {
  const citations: Citation[] = [];
  for (const paragraph of paragraphs(readFileSync(doc, 'utf8'))) {
    const paths = inlineCode(paragraph).filter((span) => isRepositoryPath(span, packages));
    const folders = [...new Set(paths.map((p) => (p.endsWith('/') ? p : p.slice(0, p.lastIndexOf('/') + 1))))].filter(
      Boolean,
    );
    for (const path of paths) citations.push({ doc, path, around: folders });
  }
  return citations;
}

function missingPaths(citations: Citation[], files: string[]): string[] {
  const exists = (path: string) => {
    const pattern = pathPattern(path);
    return files.some((file) => pattern.test(file));
  };
  return citations
    .filter(({ path }) => !(path in NOT_IN_THE_CHECKOUT))
    .filter(({ path, around }) => !exists(path) && !around.some((folder) => exists(folder + path)))
    .map(({ doc, path }) => `${doc}: \`${path}\``);
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const packages = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
const docsText = DOCS.map((doc) => [doc, readFileSync(doc, 'utf8')] as const);

describe('docs/architecture.md and docs/testing.md', () => {
  const citations = DOCS.flatMap((doc) => citedPaths(doc, packages));

  it('cite only paths that exist', () => {
    // Guards the extraction itself: if it found next to nothing, the check below would pass on anything.
    expect(citations.length).toBeGreaterThan(60);
    expect(missingPaths(citations, repositoryFiles())).toEqual([]);
  });

  it('cite their examples that are not in the checkout', () => {
    const cited = new Set(citations.map((c) => c.path));
    expect(Object.keys(NOT_IN_THE_CHECKOUT).filter((path) => !cited.has(path))).toEqual([]);
  });

  it('name only npm scripts that package.json has', () => {
    const named = docsText.flatMap(([doc, text]) =>
      [...text.matchAll(/`npm run ([\w:-]+)/g)].map((m) => ({ doc, script: m[1] })),
    );
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter(({ script }) => !(script in pkg.scripts)).map((n) => `${n.doc}: npm run ${n.script}`)).toEqual(
      [],
    );
  });

  it('name only test projects the vitest configs define', () => {
    const configs = ['vitest.config.ts', 'vitest.browser.config.ts'].map((f) => readFileSync(f, 'utf8')).join('\n');
    const projects = new Set([...configs.matchAll(/name: '([\w-]+)'/g)].map((m) => m[1]));
    const named = docsText.flatMap(([doc, text]) =>
      [...text.matchAll(/--project ([\w-]+)/g)].map((m) => ({ doc, project: m[1] })),
    );
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter(({ project }) => !projects.has(project)).map((n) => `${n.doc}: ${n.project}`)).toEqual([]);
  });

  it('name only import rules .dependency-cruiser.cjs has', () => {
    const rules = new Set(
      [...readFileSync('.dependency-cruiser.cjs', 'utf8').matchAll(/name: '([\w-]+)'/g)].map((m) => m[1]),
    );
    const named = docsText.flatMap(([doc, text]) =>
      [...text.matchAll(/rule `([\w-]+)`|`([\w-]+)` rule/g)].map((m) => ({ doc, rule: m[1] ?? m[2] })),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ rule }) => !rules.has(rule)).map((n) => `${n.doc}: ${n.rule}`)).toEqual([]);
  });
});

/** Top-level folders that hold no source: what commands write (git ignores them all). */
const NOT_SOURCE = new Set([...SKIPPED_DIRS, DATA_DIR, 'screenshots']);

describe('docs/architecture.md, "The folders"', () => {
  it('names every top-level folder of the repository, as a `folder/` line of its own', () => {
    const text = readFileSync('docs/architecture.md', 'utf8');
    const start = text.indexOf('\n## The folders\n');
    expect(start).toBeGreaterThan(-1);
    const section = text.slice(start + 1, text.indexOf('\n## ', start + 1));
    const named = new Set([...section.matchAll(/^- `([\w.-]+)\/`/gm)].map((m) => m[1]));
    const folders = readdirSync('.', { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !NOT_SOURCE.has(e.name))
      .map((e) => e.name);
    // Guards the listing itself: the repository has a dozen folders.
    expect(folders.length).toBeGreaterThan(8);
    expect(folders.filter((f) => !named.has(f))).toEqual([]);
  });
});
