import type { Readable } from 'node:stream';

/** What the renderer needs of a stored object: its size and a short string that changes whenever its bytes do. */
export interface BlobInfo {
  size: number;
  version: string;
}

/** One object's bytes for an HTTP answer (a whole object or one byte range of it). */
export interface BlobRead {
  body: Readable;
  /** Bytes in `body`. */
  length: number;
  /** The whole object's size. */
  size: number;
  contentType?: string;
  etag?: string;
  lastModified?: Date;
  /** Present when a byte range was asked for and answered: [first, last] inclusive. */
  range?: [number, number];
}

/**
 * Where media bytes live: a folder (DATA_DIR/uploads, the default) or an
 * S3-compatible bucket (MEDIA_STORE=s3). Keys are paths relative to
 * /uploads ("home/hero/x.jpg", "_variants/home/hero/x-480w.avif").
 *
 * Page rendering is synchronous, so `info` and `names` answer from what the
 * store knows without waiting: the folder from the file system, the bucket
 * from an index of its objects that `refresh` reloads (at start and whenever
 * another instance changed media) and `commit` keeps current.
 */
export interface BlobStore {
  readonly kind: 'file' | 's3';
  /** For logs and messages: the folder, or s3://bucket. */
  readonly description: string;
  info(key: string): BlobInfo | undefined;
  /** The object names directly inside a folder key ("_variants/home/hero"). */
  names(dirKey: string): string[];
  /** Puts a complete local file at `key` in one step (readers see the old object or the new one) and removes the local file. */
  commit(key: string, localFile: string, contentType?: string): Promise<void>;
  /**
   * Stores a complete local file at `key` as commit does, but keeps the copy
   * it replaces until `confirm`; `undo` removes this copy instead, and
   * whatever is newest in the store is current again. A writer that must
   * win a compare-and-set in the database first (a transcode against a newer
   * upload from another instance) stages, then confirms or undoes. Only a
   * store shared by several instances needs it; a folder has none.
   */
  stage?(
    key: string,
    localFile: string,
    contentType?: string,
  ): Promise<{ confirm(): Promise<void>; undo(): Promise<void> }>;
  remove(key: string): Promise<void>;
  /** Every stored object (backups, exports). */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** One object, or one byte range of it (`range` as sent in a Range header); undefined when there is no such object. */
  read(key: string, range?: string): Promise<BlobRead | undefined>;
  /** Reloads what the store knows of all its objects (at start; an instance too far behind the change feed). */
  refresh(): Promise<void>;
  /** Reloads what the store knows of the objects whose keys start with these prefixes (another instance changed one file). */
  refreshPrefixes(prefixes: readonly string[]): Promise<void>;
  /** Throws when the store cannot be written to (readiness, and the start). */
  check(): Promise<void>;
}

/** A Range header the store cannot answer (416). */
export class RangeNotSatisfiable extends Error {
  constructor(public size: number) {
    super('Requested range not satisfiable');
  }
}
