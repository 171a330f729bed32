import type { AnyBlock } from './block';

/**
 * Stored documents outlive the code that wrote them. Each stored document
 * records the schema versions it was written under, in one key beside its
 * content:
 *
 *   { path, meta, blocks, schemaVersions: { blocks: { stats: 2 } } }
 *
 * Reading brings it to the code's versions (each block's `migrate`, the
 * kind's own `migrate` for the rest of the document) before anything
 * validates it, and drops the key; writing adds it again at the code's
 * versions. Whatever it does not name is at version 1: a document stored
 * before versions existed has no key at all.
 */
export const VERSIONS_KEY = 'schemaVersions';

/** A shape's version and how to bring a value stored under an earlier one up to it. */
export interface SchemaVersion {
  version: number;
  migrate?: (value: Record<string, unknown>, from: number) => unknown;
}

/** The versions of one kind of document: its own shape, and (pages) each block type's. */
export interface DocumentVersions {
  document: SchemaVersion;
  block?: (type: string) => SchemaVersion | undefined;
  /** Every block type above version 1, with its version: what a stored document's versions are compared with. */
  blocks?: Record<string, number>;
}

interface Stamp {
  document?: number;
  blocks?: Record<string, number>;
}

/** What could not be brought up to the code's versions: where (a block's index and type) and why. */
export interface MigrationFailure {
  block?: { index: number; type: string };
  message: string;
}

export interface Migrated {
  document: unknown;
  /** Whether anything was stored under an earlier version than the code's (the stored text is out of date). */
  outdated: boolean;
  failures: MigrationFailure[];
}

/** The versions of a registry's blocks, for a kind whose documents hold blocks (pages). */
export function blockVersions(blocks: readonly AnyBlock[], document: SchemaVersion = { version: 1 }): DocumentVersions {
  const byType = new Map(blocks.map((b) => [b.type, { version: b.version ?? 1, migrate: b.migrate }]));
  const above = Object.fromEntries(
    blocks
      .filter((b) => (b.version ?? 1) > 1)
      .map((b) => [b.type, b.version!] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { document, block: (type) => byType.get(type), blocks: above };
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** One value from `from` to `to` by `migrate`; a failure says why it stays as stored. */
function step(
  value: Record<string, unknown>,
  from: number,
  target: SchemaVersion,
): { value: unknown; failure?: string } {
  if (from >= target.version) return { value };
  if (!target.migrate)
    return { value, failure: `stored under version ${from}, and there is no migration to version ${target.version}` };
  try {
    return { value: target.migrate(structuredClone(value), from) };
  } catch (err) {
    return {
      value,
      failure: `the migration from version ${from} to ${target.version} failed: ${(err as Error).message}`,
    };
  }
}

function migrateBlocks(blocks: unknown[], stamp: Stamp, versions: DocumentVersions, out: Migrated): unknown[] {
  return blocks.map((entry, index) => {
    if (!isRecord(entry) || typeof entry.type !== 'string' || !isRecord(entry.props)) return entry;
    const target = versions.block?.(entry.type);
    if (!target) return entry;
    const from = stamp.blocks?.[entry.type] ?? 1;
    if (from < target.version) out.outdated = true;
    const r = step(entry.props, from, target);
    if (r.failure) out.failures.push({ block: { index, type: entry.type }, message: r.failure });
    return r.value === entry.props ? entry : { ...entry, props: r.value };
  });
}

/** A stored document (parsed JSON) brought to the code's versions, without its stamp. */
export function migrateDocument(stored: unknown, versions: DocumentVersions): Migrated {
  const out: Migrated = { document: stored, outdated: false, failures: [] };
  if (!isRecord(stored)) return out;
  const { [VERSIONS_KEY]: rawStamp, ...rest } = stored;
  const stamp: Stamp = isRecord(rawStamp) ? (rawStamp as Stamp) : {};
  const from = stamp.document ?? 1;
  if (from < versions.document.version) out.outdated = true;
  const top = step(rest, from, versions.document);
  if (top.failure) out.failures.push({ message: top.failure });
  let doc = top.value;
  if (isRecord(doc) && Array.isArray(doc.blocks))
    doc = { ...doc, blocks: migrateBlocks(doc.blocks, stamp, versions, out) };
  out.document = doc;
  return out;
}

/**
 * The document as stored: with the code's versions of its own shape and of
 * each block type it holds, where above 1. Version 1 goes without saying, so
 * a document of version-1 blocks is stored exactly as before versions
 * existed, and a release from before then (a rollback, an instance not yet
 * replaced in a rolling deploy) still reads it; one that holds a newer block
 * it could not read in any case.
 */
export function stampDocument(document: unknown, versions: DocumentVersions): unknown {
  if (!isRecord(document)) return document;
  const { [VERSIONS_KEY]: _old, ...rest } = document;
  const blocks: Record<string, number> = {};
  if (Array.isArray(rest.blocks))
    for (const entry of rest.blocks) {
      if (!isRecord(entry) || typeof entry.type !== 'string') continue;
      const version = versions.block?.(entry.type)?.version ?? 1;
      if (version > 1) blocks[entry.type] = version;
    }
  const stamp: Stamp = {
    ...(versions.document.version > 1 ? { document: versions.document.version } : {}),
    ...(Object.keys(blocks).length ? { blocks } : {}),
  };
  return Object.keys(stamp).length ? { ...rest, [VERSIONS_KEY]: stamp } : rest;
}

/**
 * A validation issue of a document as one line for people: which block
 * (its place, counted from 1, and type) and which field, then the problem.
 * `document: block #3 (stats) › items.0.label: Required`.
 */
export function describeIssue(
  name: string,
  document: unknown,
  issue: { path: readonly PropertyKey[]; message: string },
): string {
  const path = issue.path.map(String);
  const blocks = isRecord(document) && Array.isArray(document.blocks) ? document.blocks : undefined;
  if (blocks && path[0] === 'blocks' && path.length > 1) {
    const index = Number(path[1]);
    const type = (blocks[index] as { type?: unknown } | undefined)?.type;
    const field = (path[2] === 'props' ? path.slice(3) : path.slice(2)).join('.') || '(the block)';
    return `${name}: block #${index + 1} (${String(type)}) › ${field}: ${issue.message}`;
  }
  return `${name}: ${path.join('.') || '(the document)'}: ${issue.message}`;
}

/** A migration failure as one line, in the same form as describeIssue's. */
export const describeFailure = (name: string, f: MigrationFailure) =>
  f.block
    ? `${name}: block #${f.block.index + 1} (${f.block.type}) › (its version): ${f.message}`
    : `${name}: (its version): ${f.message}`;
