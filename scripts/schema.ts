import { mkdirSync, writeFileSync } from 'node:fs';
import { pageRegistries } from '../app/content';
import { pageJsonSchema } from './page-json-schema';

/**
 * Writes the page JSON Schema (scripts/page-json-schema.ts) to dist/page.schema.json.
 * A JSON page file can point at it with "$schema"; TS page files already get
 * completion from definePage's type.
 */
const out = process.argv[2] ?? 'dist/page.schema.json';
const schema = pageJsonSchema();
mkdirSync(out.replace(/\/[^/]+$/, ''), { recursive: true });
writeFileSync(out, `${JSON.stringify(schema, null, 2)}\n`);
console.log(`Wrote ${out} (${pageRegistries.map((r) => `${r.types.length} ${r.layout}`).join(' + ')} block types).`);
