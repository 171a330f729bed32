import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { z } from 'zod';
import { SLOT_PATTERN } from '../../../../engine/media-kind';
import { href } from '../../../../blocks/_shared/schemas';
import { humanize, singular } from '../../../../contracts/field-words';

export { humanize, singular };

/** JSON Schema `format`s that pick our own widgets: a media slot and a link. */
export const MEDIA_FORMAT = 'media-slot';
export const LINK_FORMAT = 'site-link';
/** The rjsf field (not a widget: its value is a document, not a string) that edits rich text. */
export const RICH_TEXT_FIELD = 'richText';

/** The link rule's regex as JSON Schema writes it, so a link property can be told from plain text. */
const HREF_PATTERN = (z.toJSONSchema(href) as { pattern?: string }).pattern;

/**
 * Property names whose text is prose rather than a line: they get a textarea.
 * The zod schemas say "string" for both, so the name is the only hint.
 */
const LONG_TEXT = new Set([
  'text',
  'description',
  'lead',
  'body',
  'intro',
  'caption',
  'quote',
  'summary',
  'answer',
  'message',
  'details',
  'note',
  'content',
  'excerpt',
]);

/**
 * Developer settings of a section: how it is wired into the site rather than
 * what it says. They fold away under "Advanced" at the end of the section's
 * form. Decided here, by property name, for every block at once: a name is
 * listed when staff would only change it on a developer's advice (an anchor
 * that links point at, a query-string name, a heading level that keeps the
 * page outline right, how many items load first), and any name ending in
 * "Ms" is a duration in milliseconds. Only a section's own properties fold;
 * fields inside list items stay where they are.
 */
const ADVANCED = new Set([
  'id',
  'headingLevel',
  'queryParam',
  'queryNames',
  'pageSize',
  'initialCount',
  'onImageError',
  'aliasPrefixes',
  'defaultSection',
]);

export const isAdvancedField = (key: string) => ADVANCED.has(key) || /[a-z]Ms$/.test(key);

type Json = Record<string, unknown>;

/**
 * The form of one zod schema: its JSON Schema (zod's own `z.toJSONSchema`, input
 * side so defaults are optional) for rjsf, and the uiSchema that picks widgets.
 * A media slot and a link are recognised by the regex the schema carries; a
 * union of literals (`headingLevel: 1 | 2`) becomes an enum, which rjsf shows
 * as a select instead of a one-of switcher.
 */
export function formSchemaFor(schema: z.ZodType): { schema: RJSFSchema; uiSchema: UiSchema } {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ jsonSchema }) => {
      const js = jsonSchema as Json;
      // Rich text (contracts/rich-text.ts) is one field to staff: its string-or-document union is not shown as a choice.
      if (js.richText) {
        for (const key of Object.keys(js)) delete js[key];
        js.format = RICH_TEXT_FIELD;
        return;
      }
      if (js.type === 'string' && js.pattern === SLOT_PATTERN.source) js.format = MEDIA_FORMAT;
      if (js.type === 'string' && HREF_PATTERN && js.pattern === HREF_PATTERN) js.format = LINK_FORMAT;
      const anyOf = js.anyOf as Json[] | undefined;
      if (anyOf?.length && anyOf.every((o) => 'const' in o)) {
        js.enum = anyOf.map((o) => o.const);
        js.type = typeof anyOf[0]!.const === 'number' ? 'number' : 'string';
        delete js.anyOf;
      }
    },
  }) as Json;
  delete json.$schema;
  titleProperties(json);
  const uiSchema = uiFor(json);
  const advanced = Object.keys((json.properties as Json | undefined) ?? {}).filter(isAdvancedField);
  if (advanced.length) uiSchema['ui:options'] = { ...(uiSchema['ui:options'] as Json), advanced };
  return { schema: json as RJSFSchema, uiSchema };
}

/** Labels for every property, from its key. */
function titleProperties(node: Json) {
  const props = node.properties as Record<string, Json> | undefined;
  if (props) {
    for (const [key, child] of Object.entries(props)) {
      child.title ??= humanize(key);
      titleProperties(child);
    }
  }
  const items = node.items as Json | undefined;
  if (items && typeof items === 'object') titleProperties(items);
}

function uiFor(node: Json, key?: string): UiSchema {
  const ui: UiSchema = {};
  // The field draws its own label, tied to the text by aria-labelledby (a <label for> cannot name a contenteditable).
  if (node.format === RICH_TEXT_FIELD) return { 'ui:field': RICH_TEXT_FIELD, 'ui:options': { label: false } };
  if (
    node.type === 'string' &&
    !node.enum &&
    !node.format &&
    key &&
    (LONG_TEXT.has(key) || Number(node.maxLength ?? 0) > 200)
  )
    ui['ui:widget'] = 'textarea';
  const props = node.properties as Record<string, Json> | undefined;
  if (props)
    for (const [k, child] of Object.entries(props)) {
      const sub = uiFor(child, k);
      if (Object.keys(sub).length) ui[k] = sub;
    }
  const items = node.items as Json | undefined;
  if (node.type === 'array' && items && typeof items === 'object') {
    ui['ui:options'] = { orderable: true, addable: true, removable: true, copyable: false };
    const sub = uiFor(items, key);
    // Each item is titled "Slide 1", "Keyword 2" (rjsf would write "Slides-1", "Keywords-2").
    const one = singular(String(node.title ?? humanize(key ?? 'item')));
    ui.items = (_item: unknown, index: number) => ({ ...sub, 'ui:title': `${one} ${index + 1}` });
  }
  return ui;
}
