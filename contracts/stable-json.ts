/**
 * JSON with object keys sorted by code point, so the same document always
 * gives the same text: the API hashes it (a document's hash decides whether a
 * publish changed anything), and the editor compares it to tell a real edit
 * from the same page with its keys in another order. One writer for both, so
 * "unchanged" means the same thing on either side; code point order, not the
 * locale's, because a hash must not depend on the machine.
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
