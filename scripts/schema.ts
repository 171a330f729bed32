import { mkdirSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { pageRegistries } from '../app/content';

/**
 * Writes the page JSON Schema (zod 4 toJSONSchema) to dist/page.schema.json:
 * a public page or an admin screen, each with its own layout's blocks.
 * A JSON page file can point at it with "$schema"; TS page files already get
 * completion from definePage's type.
 */
const out = process.argv[2] ?? 'dist/page.schema.json';
const schema = z.toJSONSchema(z.union(pageRegistries.map((r) => r.pageSchema)), {
  io: 'input',
  unrepresentable: 'any',
});
mkdirSync(out.replace(/\/[^/]+$/, ''), { recursive: true });
writeFileSync(out, `${JSON.stringify(schema, null, 2)}\n`);
console.log(`Wrote ${out} (${pageRegistries.map((r) => `${r.types.length} ${r.layout}`).join(' + ')} block types).`);
