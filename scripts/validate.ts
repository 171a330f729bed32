import { registry } from '../blocks';
import { loadPages, parseBlocks } from '../engine/pages';
import { shell } from '../site-config/shell';
import { PAGE_DIRS, SYSTEM_PAGE_DIR } from '../site-config/routes';

/** Checks every page file; prints one line per problem (file: json.path: rule) and exits non-zero on any. */
const { pages, problems } = await loadPages(registry, [...PAGE_DIRS, SYSTEM_PAGE_DIR]);
for (const part of ['header', 'footer'] as const) {
  try {
    parseBlocks(registry, shell[part], `site-config/shell.ts: ${part}`);
  } catch (err) {
    problems.push(...((err as { problems?: string[] }).problems ?? [String(err)]));
  }
}
if (problems.length) {
  for (const p of problems) console.error(p);
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in page files.`);
  process.exit(1);
}
console.log(`${pages.length} page files valid (${pages.reduce((n, p) => n + p.blocks.length, 0)} blocks).`);
