import { z } from 'zod';
import { pageRegistries } from '../app/content';
import { richTextJsonSchema } from '../contracts/rich-text';

/**
 * The page JSON Schema (zod 4 toJSONSchema): a public page or an admin screen,
 * each with its own layout's blocks. `npm run schema` writes it for JSON page
 * files' "$schema". A rich-text field is a zod custom check, which comes out as
 * `{ richText: true }` (the page editor's mark, allowing anything); here it
 * becomes the string-or-document schema, so an editor flags a wrong document.
 */
export function pageJsonSchema(): Record<string, unknown> {
  const richText = richTextJsonSchema();
  return z.toJSONSchema(z.union(pageRegistries.map((r) => r.pageSchema)), {
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      const json = ctx.jsonSchema as Record<string, unknown>;
      if (json.richText !== true) return;
      delete json.richText;
      Object.assign(json, structuredClone(richText));
    },
  }) as Record<string, unknown>;
}
