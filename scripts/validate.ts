import { checkPages } from '../app/content';

/** Checks every page file and the shell; prints one line per problem (file: json.path: rule) and exits non-zero on any. */
const { pages, problems } = await checkPages();
if (problems.length) {
  for (const p of problems) console.error(p);
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in page files.`);
  process.exit(1);
}
console.log(`${pages.length} page files valid (${pages.reduce((n, p) => n + p.blocks.length, 0)} blocks).`);
