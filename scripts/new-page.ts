import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { routePath } from '../engine/page';
import { starterPage as starterDocument } from '../site-config/starter-page';

/**
 * npm run new:page -- /some/path "Title"
 * Writes a valid starter page (hero + call to action) at the conventional
 * location; it is in the routes and the sitemap at the next start.
 */
export function pageFileFor(path: string, root = 'site-config/pages') {
  return path === '/' ? join(root, 'index.page.ts') : join(root, `${path.slice(1)}.page.ts`);
}

/** JSON as page files are written: identifier keys unquoted. */
const pageSource = (value: unknown) => JSON.stringify(value, null, 2).replace(/^(\s*)"([A-Za-z_$][\w$]*)":/gm, '$1$2:');

/** The page file's source: the same starter document staff get from "New page" in the admin. */
export function starterPage(path: string, title: string, definePageImport: string) {
  return `import { definePage } from '${definePageImport}';

export default definePage(${pageSource(starterDocument(path, title))});
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [path, title] = process.argv.slice(2);
  const parsed = routePath.safeParse(path);
  if (!parsed.success || !title) {
    console.error('Usage: npm run new:page -- /some/path "Page Title"');
    if (path && !parsed.success) console.error(`path: ${parsed.error.issues[0].message}`);
    process.exit(1);
  }
  const file = pageFileFor(path);
  if (existsSync(file)) {
    console.error(`${file} already exists; edit it instead.`);
    process.exit(1);
  }
  mkdirSync(dirname(file), { recursive: true });
  const importPath = relative(dirname(file), 'site-config/define').replace(/\\/g, '/');
  writeFileSync(file, starterPage(path, title, importPath.startsWith('.') ? importPath : `./${importPath}`));
  console.log(`Wrote ${file}. Run "npm run validate" to check it; it is served at ${path} on the next start.`);
}
