import { z } from 'zod';
import { isStoredId } from './stored-int';

/**
 * Every admin list answers one page at a time, newest first: `{ items,
 * nextCursor }`. The cursor is opaque to clients (today it is the last id
 * shown: ids grow with arrival, so "older than this id" is the next page);
 * nextCursor is null on the last page.
 */
export const PAGE_SIZE = { default: 50, max: 200 } as const;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export const pageQuery = {
  cursor: z.string().refine(isStoredId, 'must be the nextCursor of a previous page').optional(),
  limit: z.coerce
    .number('must be a whole number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(PAGE_SIZE.max, `must be at most ${PAGE_SIZE.max}`)
    .default(PAGE_SIZE.default),
};

export const pageQueryInput = z.strictObject(pageQuery);
export type PageQuery = z.output<typeof pageQueryInput>;
