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
