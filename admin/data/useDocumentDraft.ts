import { stableJson } from '../../contracts/stable-json';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DraftAnswer, PageConflictAnswer, PageIssue, VersionAnswer } from '../../contracts/pages';
import { ApiRequestError, errorText } from './api';

/** How long an editor waits after the last change before it saves the draft by itself (a page file may set another). */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveState =
  | { kind: 'saved'; at?: Date }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; conflict: PageConflictAnswer };

/**
 * Why a save failed, in words staff can act on. A lapsed session is not sent
 * to the sign-in page here, which would lose the edit: the work stays on
 * screen until they have signed in again in another tab.
 */
function saveFailure(e: unknown): string {
  if (e instanceof ApiRequestError && e.status === 401)
    return 'Your session has ended. Sign in again in another tab (/admin/login), then press Try again: your changes are kept here.';
  return errorText(e, 'The draft could not be saved. Check the connection; your changes are kept here.');
}

/** Two documents that differ only in key order are the same page: the API's own writer (contracts/stable-json.ts). */
export const canonical = stableJson;

function conflictOf(e: unknown): PageConflictAnswer | null {
  if (!(e instanceof ApiRequestError) || e.status !== 409) return null;
  const b = e.body as Partial<PageConflictAnswer> | undefined;
  return {
    error: b?.error ?? 'Someone else changed this page.',
    version: Number(b?.version ?? 0),
    changedBy: b?.changedBy ?? null,
    changedAt: b?.changedAt ?? null,
  };
}

/**
 * Where a document's drafts go: a page's, or the navigation's. `save` puts
 * the draft (with `extra` fields of the request, such as keepOverFile),
 * `publish` makes the saved draft live; both name the version they are
 * based on. `changed` runs after either (to refresh lists). Keep the object
 * stable between renders (useMemo).
 */
export interface DraftEndpoints<D> {
  save(doc: D, baseVersion: number, extra: Record<string, unknown>): Promise<DraftAnswer>;
  publish(baseVersion: number): Promise<VersionAnswer>;
  changed?(): void;
}

/**
 * A document's draft life on the server (a page's, the navigation's): every
 * change is saved by itself after a pause (and at once with Save draft),
 * each write names the version it was based on, and a 409 (someone else
 * wrote in between) stops autosave until staff choose to reload or to keep
 * their copy.
 */
export function useDocumentDraft<D>(
  endpoints: DraftEndpoints<D>,
  page: D | null,
  initialVersion: number,
  published: D | null,
  autosaveMs = AUTOSAVE_DELAY_MS,
) {
  const [version, setVersion] = useState(initialVersion);
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const [serverIssues, setServerIssues] = useState<PageIssue[]>([]);
  const savedJson = useRef(page ? canonical(page) : '');
  /** What visitors see now; a saved draft that reads the same is no draft to publish. */
  const liveJson = useRef(published ? canonical(published) : '');
  const inFlight = useRef<Promise<boolean> | null>(null);
  const attempted = useRef<D | null>(null);
  const latest = useRef({ page, version });
  latest.current = { page, version };

  // Once per change of the document, not on every render (it serialises the whole page).
  const pageJson = useMemo(() => (page ? canonical(page) : ''), [page]);
  const dirty = !!page && pageJson !== savedJson.current;
  const hasDraft = savedJson.current !== liveJson.current;

  /** Puts the current document as the draft; true when the server holds exactly it afterwards. */
  const save = useCallback(
    async (opts: { keepOverFile?: boolean; baseVersion?: number } = {}): Promise<boolean> => {
      while (inFlight.current) await inFlight.current;
      const { page: doc, version: base } = latest.current;
      if (!doc) return false;
      const json = canonical(doc);
      if (json === savedJson.current && !opts.keepOverFile && opts.baseVersion === undefined) return true;
      attempted.current = doc;
      setState({ kind: 'saving' });
      const run = (async () => {
        try {
          const answer = await endpoints.save(
            doc,
            opts.baseVersion ?? base,
            opts.keepOverFile ? { keepOverFile: true } : {},
          );
          savedJson.current = json;
          latest.current.version = answer.version;
          setVersion(answer.version);
          setServerIssues(answer.issues);
          setState(
            latest.current.page && canonical(latest.current.page) === json
              ? { kind: 'saved', at: new Date() }
              : { kind: 'dirty' },
          );
          endpoints.changed?.();
          return true;
        } catch (e) {
          const conflict = conflictOf(e);
          setState(conflict ? { kind: 'conflict', conflict } : { kind: 'failed', message: saveFailure(e) });
          return false;
        } finally {
          inFlight.current = null;
        }
      })();
      inFlight.current = run;
      return run;
    },
    [endpoints],
  );

  // Autosave: a pause after the last change saves it. A conflict waits for the person's choice;
  // a failed save waits for the next change (or Save draft) instead of retrying in a loop.
  useEffect(() => {
    // Changed and changed back before the pause ended: nothing to save.
    if (!dirty && (state.kind === 'dirty' || state.kind === 'failed')) setState({ kind: 'saved' });
    if (!dirty || state.kind === 'conflict' || state.kind === 'saving') return;
    if (state.kind === 'failed' && attempted.current === page) return;
    if (state.kind === 'saved') setState({ kind: 'dirty' });
    const t = setTimeout(() => void save(), autosaveMs);
    return () => clearTimeout(t);
  }, [page, state.kind, dirty, save, autosaveMs]);

  const publish = useCallback(async (): Promise<
    { ok: true } | { ok: false; issues?: PageIssue[]; message?: string }
  > => {
    if (!(await save())) return { ok: false };
    try {
      const answer = await endpoints.publish(latest.current.version);
      latest.current.version = answer.version;
      setVersion(answer.version);
      liveJson.current = savedJson.current;
      setServerIssues([]);
      endpoints.changed?.();
      return { ok: true };
    } catch (e) {
      const conflict = conflictOf(e);
      if (conflict) {
        setState({ kind: 'conflict', conflict });
        return { ok: false };
      }
      const issues =
        e instanceof ApiRequestError
          ? ((e.body as { issues?: PageIssue[] } | undefined)?.issues ?? undefined)
          : undefined;
      if (issues?.length && Array.isArray(issues[0]?.path)) setServerIssues(issues);
      return { ok: false, issues, message: errorText(e, 'It could not be published. Try again.') };
    }
  }, [endpoints, save]);

  /** The version the next write must name: ahead of `version` between a save's answer and the next render. */
  const baseVersion = useCallback(() => latest.current.version, []);

  /**
   * Whether the server lacks what is on screen, asked now. `dirty` is as of the last render: a save that has
   * just answered makes it false only once the editor has drawn again, and a navigation check in between
   * would otherwise take the saved page for unsaved work.
   */
  const unsavedNow = useCallback(() => {
    const doc = latest.current.page;
    return !!doc && canonical(doc) !== savedJson.current;
  }, []);

  return { version, baseVersion, hasDraft, dirty, unsavedNow, state, serverIssues, save, publish, setState };
}
