/**
 * Tables a migration renamed since backups began. A restore first migrates
 * the empty target to this release's tables, then fills each from the
 * archive; an archive made before a rename holds the table (and columns)
 * under the old names, which would otherwise match nothing and leave the
 * table empty without a word. Add a line here with every migration that
 * renames a table or one of its columns.
 */
const RENAMED_TABLES: Record<string, { from: string; columns: Record<string, string> }> = {
  // 0360_document_activity: the activity log was named for pages.
  document_activity: { from: 'page_audit', columns: { path: 'subject' } },
};

/** Where the rows of `table` are in an archive holding `archived` (the manifest's tables), and how to rename a row's columns. */
export function archivedAs(
  table: string,
  archived: Record<string, number>,
): { name: string; row: (r: Record<string, unknown>) => Record<string, unknown> } | undefined {
  if (table in archived) return { name: table, row: (r) => r };
  const renamed = RENAMED_TABLES[table];
  if (!renamed || !(renamed.from in archived)) return undefined;
  return {
    name: renamed.from,
    row: (r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [renamed.columns[k] ?? k, v])),
  };
}
