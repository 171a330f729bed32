import { migrateRichText } from '../../contracts/rich-text';

/**
 * A block's migration to rich text for one field of the items of one list
 * (a card grid's `cards[].description`): each stored plain string becomes a
 * one-paragraph document; anything else is left for the schema to judge.
 */
export function richTextInList(props: Record<string, unknown>, list: string, field: string): Record<string, unknown> {
  const items = props[list];
  if (!Array.isArray(items)) return props;
  return {
    ...props,
    [list]: items.map((item: unknown) =>
      item && typeof item === 'object' && typeof (item as Record<string, unknown>)[field] === 'string'
        ? { ...item, [field]: migrateRichText((item as Record<string, unknown>)[field]) }
        : item,
    ),
  };
}

/**
 * A block's migration to rich text for fields of its own props (a section's
 * `lead`, a hero's `subtitle`): a stored plain string becomes a one-paragraph
 * document; a field left out stays left out, so an optional lead does not turn
 * into an empty document.
 */
export function richTextFields(props: Record<string, unknown>, ...fields: string[]): Record<string, unknown> {
  const out = { ...props };
  for (const field of fields) if (typeof out[field] === 'string') out[field] = migrateRichText(out[field]);
  return out;
}
