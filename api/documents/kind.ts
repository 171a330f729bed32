import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { VersionRef } from '../../contracts/compare';
import type { DocumentAction, DocumentIssue } from '../../contracts/documents';
import type { DB } from '../db';
import type { Database } from '../db/types';
import type { ApiError } from '../http';
import type { ValidateOptions } from '../validate';
import type { ActivityPath, Creation, DocumentRow } from './store';
import type { DocumentKind } from '../../contracts/document-kinds';

/** A document as the editor addresses it: its row (none until the first write) and its default, if the kind has one. */
export interface OpenedDocument<Doc> {
  key: string;
  row?: DocumentRow;
  /** What a first write makes besides the draft (a page file's override records the file it was based on). */
  create?: Creation;
  /** What the site shows without an override (a page file, the seed navigation), with its documentHash. */
  base?: { document: Doc; hash: string };
}

/** A document's check: the parsed document when it may go live, and every problem at its JSON path. */
export interface DocumentCheck<Doc> {
  document?: Doc;
  issues: DocumentIssue[];
}

/** The schemas of a kind's requests: each route validates its query or body with one. */
export interface DocumentInputs {
  /** The query naming the document on routes that read nothing else from it (a page's ?path=). */
  key: z.ZodType<object | undefined>;
  draft: z.ZodType<{ baseVersion: number } & Record<string, unknown>>;
  publish: z.ZodType<{ baseVersion: number; at?: string }>;
  restore: z.ZodType<({ version: number } | { source: string }) & { baseVersion: number }>;
  revisions: z.ZodType<{ cursor?: string; limit: number }>;
  revision: z.ZodType<{ version: number }>;
  preview: z.ZodType<Record<string, unknown>>;
  compare: z.ZodType<{ from: VersionRef; to: VersionRef }>;
}

/**
 * One kind of versioned site document, as the core (api/documents) needs
 * it: how a request names the document, its check, its default and its
 * preview. The core does the rest the same way for every kind: drafts,
 * publish, schedule, revisions, restore, the 409 answer, the activity entry
 * and the change feed.
 */
export interface DocumentKindSpec<
  Doc,
  I extends DocumentInputs = DocumentInputs,
  Detail extends object = object,
  Field extends string = string,
> {
  kind: DocumentKind;
  /** In messages: 'this page', 'the navigation'. */
  what: string;
  /** How problems name it: "The draft cannot be published until…", "The navigation cannot…". */
  draftName: string;
  /** The activity entry's words when a publish only dropped the override (it matched the default). */
  sameAsBaseDetail?: string;
  /** The document's field in bodies and in a revision's answer: 'page', 'navigation'. */
  field: Field;
  /** The key a request's validated query names (a page's ?path=; the navigation has one). */
  key(query: object | undefined): string;
  /** How the document is named in 404s: "/about", "The navigation". */
  name(key: string): string;
  /** How the kind's JSON bodies are read: its size limit and the words of a refusal. */
  body: ValidateOptions;
  inputs: I;
  /** The document (404 naming what is there instead when there is none). */
  open(db: DB, key: string): Promise<OpenedDocument<Doc>>;
  /** GET: the editor's state. */
  detail(db: DB, opened: OpenedDocument<Doc>): Promise<Detail>;
  /**
   * `alsoLive`: addresses that are live once the caller's transaction commits (a moved page's new
   * address, a restored page), for a check that asks whether a link leads to a live page.
   */
  check(key: string, document: unknown, o?: { alsoLive?: readonly string[] }): DocumentCheck<Doc>;
  /** A size limit on the document itself, beyond the body's (pages: 1 MB of JSON). */
  sizeCheck?(document: unknown): void;
  /** What a draft body writes besides the draft (a page kept over its changed file). */
  draftExtra?(
    opened: OpenedDocument<Doc>,
    body: Record<string, unknown>,
  ): Partial<Pick<DocumentRow, 'fileAtEdit' | 'fileHash'>>;
  /** Restore { source }: the default becomes the draft (refused with the error when the document has none). */
  reset: {
    missing(opened: OpenedDocument<Doc>): ApiError | undefined;
    action: DocumentAction;
    detail: string;
    /** What the reset writes besides the draft (a page's edit is now based on the file as it is). */
    extra?(opened: OpenedDocument<Doc>): Partial<Pick<DocumentRow, 'fileAtEdit' | 'fileHash'>>;
  };
  /** The activity log's name for a document of this kind (none: the kind keeps no entries). */
  activity: ActivityPath;
  /**
   * Runs inside the publishing transaction before the write: a check that needs the transaction (files still
   * in the library), or what the document's publish writes besides (a picture's focal point on its asset row).
   */
  beforePublish?(trx: Transaction<Database>, document: Doc, key: string): Promise<void>;
  /**
   * Runs before a draft, a restore or a publish is written, outside any transaction: what the document needs
   * that is not in the database, made first (a picture's sizes at its crop), so no instance that reads the
   * write finds them missing. `document` is as sent (a draft may have problems).
   */
  prepare?(db: DB, key: string, document: unknown): Promise<void>;
  /** The document's shape alone, for a write that puts parts of it back (a restore's menu links). */
  shape?: z.ZodType;
  /** POST preview: the body's document as HTML (400 with its problems when it cannot be shown). */
  preview(body: Record<string, unknown>): string;
}

/** A spec of any kind's document, where the core handles every kind alike (the scheduler, relinks). */
// biome-ignore lint/suspicious/noExplicitAny: a spec of any kind's document
export type AnyKindSpec = DocumentKindSpec<any>;

/**
 * One of the kind's request schemas, as the kind declares it. Read as
 * `spec.inputs.draft`, TypeScript takes the property through DocumentInputs'
 * bound (a schema of anything) and the route's type in hc<AppType> would take
 * any body; read through the key, it stays the kind's own schema, so the page
 * editor's calls are checked against the page's.
 */
export const inputOf = <I extends DocumentInputs, K extends keyof DocumentInputs>(spec: { inputs: I }, key: K): I[K] =>
  spec.inputs[key];

/** `{ [field]: document }` as its type: a computed key alone would type it as any string's. */
export const withField = <Field extends string, Doc>(field: Field, document: Doc) =>
  ({ [field]: document }) as Record<Field, Doc>;
