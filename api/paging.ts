import type { Page } from '../contracts/paging';

/**
 * The page answer from rows fetched with `limit + 1`: the extra row only
 * says there is more, and the last row shown is where the next page starts.
 */
export function pageOf<R, T>(rows: R[], limit: number, id: (row: R) => number, map: (row: R) => T): Page<T> {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  return { items: shown.map(map), nextCursor: more && shown.length ? String(id(shown[shown.length - 1])) : null };
}
