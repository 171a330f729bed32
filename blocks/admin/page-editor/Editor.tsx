import { ErrorSchemaBuilder } from '@rjsf/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import type { TargetsView } from '../../../contracts/media';
import type { PageDetail, VersionAnswer } from '../../../contracts/pages';
import { TRASH_DAYS } from '../../../contracts/redirects';
import { pageMeta } from '../../../engine/page';
import { ApiRequestError, apiRequest, errorText, getJson } from '../_shared/api';
import { ConfirmDialog } from '../_shared/ConfirmDialog';
import { PAGES_KEY, formatWhen, pageUrl, usePageDetail, usePageList } from '../_shared/pages';
import { toast } from '../_shared/toast-store';
import { ConflictDialog, FileChangedBanner } from './Banners';
import { BlockOutline, type Selection } from './BlockOutline';
import { blockName, type Starters } from './catalogue';
import { editorRegistry as registry } from './editor-registry';
import {
  duplicateBlock,
  insertBlock,
  moveBlock,
  removeBlock,
  setBlockProps,
  setSettings,
  settingsOf,
  withKeys,
} from './doc-edits';
import { TARGETS_KEY } from '../upload-manager/DetailsForm';
import { BlockFields, type SlotState } from './fields/BlockFields';
import { draftIssues, errorSchemaAt, fieldDomId, issueTarget, type DraftIssue } from './fields/issues';
import { History } from './History';
import { IssuesPanel } from './IssuesPanel';
import { Palette } from './Palette';
import { LivePreview } from './Preview';
import { pickInPreview, type PreviewTarget } from './preview-pick';
import { AUTOSAVE_DELAY_MS, useDraft } from './useDraft';
import { EditorBar, ShortcutLegend } from './EditorBar';
import { LeaveGuard } from './LeaveGuard';
import { PublishDialog } from './PublishDialog';
import { ScheduleBanner } from './ScheduleBanner';
import { useSchedule } from './useSchedule';
import { useShortcuts } from './useShortcuts';
import { useUndoableDoc } from './useUndo';

/** The page settings form: the SEO fields and the navigation label, with the page schema's own rules. */
const settingsSchema = z.strictObject({
  title: pageMeta.shape.title.meta({
    title: 'SEO title',
    description: 'The title in search results and on the browser tab (at most 80 characters).',
  }),
  description: pageMeta.shape.description.meta({
    title: 'SEO description',
    description: 'The text under the title in search results (50 to 320 characters).',
  }),
  keywords: pageMeta.shape.keywords.meta({
    title: 'Keywords',
    description: 'What people type to find this page, one per item.',
  }),
  label: z.string().optional().meta({
    title: 'Navigation label',
    description: 'The page’s short name in breadcrumbs (the trail of pages above one); empty uses the SEO title.',
  }),
});

const BLOCK_FORM = 'block';
const SETTINGS_FORM = 'settings';

/**
 * The form fills in schema defaults when a section opens (a tone of "dark"
 * where the page file left it out). That is not an edit: it must not make a
 * draft or an undo step. Two values mean the same when the schema reads them
 * to the same props.
 */
export function sameMeaning(schema: z.ZodType, a: unknown, b: unknown): boolean {
  const pa = schema.safeParse(a);
  const pb = schema.safeParse(b);
  if (pa.success && pb.success) return JSON.stringify(pa.data) === JSON.stringify(pb.data);
  return JSON.stringify(a) === JSON.stringify(b);
}

/** /admin/pages/edit?path=P: loads the page, then edits it (a reload starts the editor afresh from the server). */
export default function Editor({
  starters,
  autosaveMs = AUTOSAVE_DELAY_MS,
}: {
  starters: Starters;
  autosaveMs?: number;
}) {
  const [params] = useSearchParams();
  const path = params.get('path') ?? '';
  const detail = usePageDetail(path);
  if (!path) return <Missing text="No page was chosen." />;
  if (detail.isPending) return <p className="admin-loading">Loading the page…</p>;
  if (detail.isError) {
    const notFound = detail.error instanceof ApiRequestError && detail.error.status === 404;
    return (
      <Missing
        text={
          notFound
            ? `There is no page at ${path}.`
            : errorText(detail.error, 'The page could not be loaded. Reload to try again.')
        }
      />
    );
  }
  return (
    <EditorLoaded
      key={detail.dataUpdatedAt}
      detail={detail.data}
      starters={starters}
      autosaveMs={autosaveMs}
      reload={() => void detail.refetch()}
    />
  );
}

function Missing({ text }: { text: string }) {
  return (
    <>
      <Link to="/admin/pages" className="admin-back">
        ← All pages
      </Link>
      <div className="admin-page-head">
        <h1>Edit page</h1>
      </div>
      <div className="admin-alert admin-alert--error" role="alert">
        <p>
          {text} <Link to="/admin/pages">Choose a page from the list</Link>.
        </p>
      </div>
    </>
  );
}

function EditorLoaded({
  detail,
  starters,
  autosaveMs,
  reload,
}: {
  detail: PageDetail;
  starters: Starters;
  autosaveMs: number;
  reload: () => void;
}) {
  const path = detail.path;
  const history = useUndoableDoc(() => withKeys(detail.draft ?? detail.published!));
  const { doc, change } = history;
  const [selected, setSelected] = useState<Selection>(0);
  const [dialog, setDialog] = useState<'palette' | 'publish' | 'history' | 'delete' | null>(null);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fileChanged, setFileChanged] = useState(detail.fileChanged);
  const pendingFocus = useRef<string | null>(null);
  const [, bump] = useState(0);
  const fieldsRef = useRef<HTMLElement>(null);
  const draft = useDraft(path, doc.page, detail.version, detail.published, autosaveMs);
  const routes = usePageList('').data?.items.map((p) => p.path);
  const routeList = useMemo(() => routes ?? [], [routes?.join('\n')]);

  // Which media slots hold a file, from the upload manager's list: media fields show the stored file or say the slot is empty.
  const targets = useQuery({
    queryKey: TARGETS_KEY,
    queryFn: getJson<TargetsView>('/api/admin/media/targets'),
    staleTime: 0,
  }).data;
  const slots = useMemo(() => {
    const map = new Map<string, SlotState>();
    for (const g of targets?.groups ?? [])
      for (const t of g.targets)
        map.set(
          `/uploads/${g.folder.replace(/^\/?uploads\//, '')}/${t.fileName}`,
          t.exists && t.url ? { kind: 'stored', url: t.url, thumb: t.thumb } : { kind: 'empty' },
        );
    return map;
  }, [targets]);
  const slotState = useCallback(
    (slot: string): SlotState | undefined => (targets ? (slots.get(slot) ?? { kind: 'not-a-target' }) : undefined),
    [targets, slots],
  );
  const onUploaded = useCallback(() => void qc.invalidateQueries({ queryKey: TARGETS_KEY }), [qc]);

  // Checking the whole page is the slowest part of a keystroke on a long page: it runs just after
  // the keystroke shows (a deferred render), so typing never waits for it.
  const checkedPage = useDeferredValue(doc.page);
  const clientIssues = useMemo(() => draftIssues(registry.pageSchema, checkedPage), [checkedPage]);
  // The server may know rules the browser does not (a path taken meanwhile); its issues count until the next save answers.
  const issues = useMemo(() => {
    const seen = new Set(clientIssues.map((i) => JSON.stringify(i)));
    return [...clientIssues, ...(draft.dirty ? [] : draft.serverIssues.filter((i) => !seen.has(JSON.stringify(i))))];
  }, [clientIssues, draft.serverIssues, draft.dirty]);
  const invalid = useMemo(
    () => new Set(issues.flatMap((i) => (issueTarget(i.path).kind === 'block' ? [i.path[1] as number] : []))),
    [issues],
  );
  const settingsInvalid = issues.some((i) => issueTarget(i.path).kind === 'settings');

  // A selected block that no longer exists (removed, undone) falls back to the nearest one.
  useEffect(() => {
    if (typeof selected === 'number' && selected >= doc.page.blocks.length)
      setSelected(Math.max(0, doc.page.blocks.length - 1));
  }, [doc.page.blocks.length, selected]);

  const schedule = useSchedule(path, draft);
  const mayLeave = useRef(false);
  const saveNow = useCallback(() => {
    // A conflict waits for the person's choice in its dialog; saving again would only meet it again.
    if (draft.state.kind !== 'conflict') void draft.save();
  }, [draft]);
  useShortcuts({ save: saveNow, undo: history.undo, redo: history.redo });

  // After a jump from the issues list: focus the field once its form has rendered.
  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    pendingFocus.current = null;
    requestAnimationFrame(() => {
      const parts = id.split('_');
      let el: HTMLElement | null = null;
      // An issue about a whole list or group has no control of its own: the nearest enclosing one is shown.
      while (parts.length && !(el = document.getElementById(parts.join('_')))) parts.pop();
      if (!el) return;
      if (!el.matches('input, select, textarea, button'))
        el = el.querySelector<HTMLElement>('input, select, textarea, button') ?? el;
      // A field folded under "Advanced" is shown before it is focused.
      const folded = el.closest('details');
      if (folded) folded.open = true;
      el.scrollIntoView({ block: 'center', behavior: 'smooth' });
      el.focus({ preventScroll: true });
    });
  });

  /** A click in the preview selects its section and focuses the field that holds what was clicked. */
  function openFromPreview(target: PreviewTarget) {
    const pick = pickInPreview(doc.page, target);
    if (!pick) return;
    setSelected(pick.block);
    pendingFocus.current = fieldDomId(BLOCK_FORM, pick.path);
    bump((n) => n + 1);
  }

  function jump(issue: DraftIssue) {
    const t = issueTarget(issue.path);
    if (t.kind === 'block') {
      setSelected(t.index);
      pendingFocus.current = fieldDomId(BLOCK_FORM, t.rest);
    } else if (t.kind === 'settings') {
      setSelected('settings');
      pendingFocus.current = fieldDomId(SETTINGS_FORM, t.rest);
    }
    bump((n) => n + 1);
  }

  async function restore(body: { version: number } | { source: 'file' }, done: string) {
    setBusy(true);
    try {
      if (!(await draft.save())) return;
      await apiRequest<VersionAnswer>('POST', pageUrl('/restore', path), { ...body, baseVersion: draft.version });
      toast({ title: done, description: 'It is your draft now: check it, then publish to make it live.' });
      setDialog(null);
      reload();
    } catch (e) {
      toast({
        title: 'Not restored',
        description: errorText(e, 'The page could not be restored. Try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  async function keepOverFile() {
    setBusy(true);
    const ok = await draft.save({ keepOverFile: true });
    setBusy(false);
    if (ok) {
      setFileChanged(false);
      toast({
        title: 'Your version is kept',
        description: 'The page file’s changes are ignored for this page until you reset it.',
      });
    }
  }

  async function publish() {
    setBusy(true);
    const r = await draft.publish();
    setBusy(false);
    setDialog(null);
    if (r.ok) toast({ title: 'Published', description: `${doc.page.meta.title} is live at ${path}.` });
    else if (r.message) toast({ title: 'Not published', description: r.message, variant: 'destructive' });
  }

  async function schedulePublish(iso: string): Promise<string | null> {
    setBusy(true);
    const r = await schedule.schedule(iso);
    setBusy(false);
    if (!r.ok) return r.message ?? 'The draft could not be saved first: see the notice in the editor.';
    setDialog(null);
    toast({
      title: 'Publish scheduled',
      description: `${doc.page.meta.title} goes live on ${formatWhen(r.scheduledAt)} (Nairobi time).`,
    });
    return null;
  }

  async function cancelSchedule() {
    setBusy(true);
    const r = await schedule.cancel();
    setBusy(false);
    if (r.ok) toast({ title: 'Schedule cancelled', description: 'The draft waits until someone publishes it.' });
    else toast({ title: 'Not cancelled', description: r.message, variant: 'destructive' });
  }

  async function deletePage() {
    setBusy(true);
    try {
      // Said outright: over real HTTP the server cannot tell a body-less DELETE from one with a body.
      await apiRequest('DELETE', pageUrl('', path), { gone: true });
      void qc.invalidateQueries({ queryKey: PAGES_KEY });
      toast({ title: 'Page deleted', description: `${path} is no longer on the site.` });
      mayLeave.current = true;
      void navigate('/admin/pages');
    } catch (e) {
      toast({
        title: 'Not deleted',
        description: errorText(e, 'The page could not be deleted. Try again.'),
        variant: 'destructive',
      });
      setBusy(false);
      setDialog(null);
    }
  }

  function togglePreview() {
    setPreviewOpen((open) => !open);
    // Where the preview sits under the fields (narrow screens), opening it shows it.
    if (!previewOpen && window.matchMedia?.('(max-width: 1199px)').matches)
      requestAnimationFrame(() =>
        document.querySelector('.live-preview')?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
      );
  }

  const conflict = draft.state.kind === 'conflict' ? draft.state.conflict : null;
  async function keepMine() {
    if (!conflict) return;
    setBusy(true);
    draft.setState({ kind: 'dirty' });
    const ok = await draft.save({ baseVersion: conflict.version });
    setBusy(false);
    if (ok)
      toast({
        title: 'Your copy is saved as the draft',
        description: 'It replaced the other change in the draft. Publish when ready.',
      });
  }

  const blockIndex = typeof selected === 'number' ? selected : -1;
  const block = doc.page.blocks[blockIndex];
  const blockDef = block ? registry.get(block.type) : undefined;
  const settingsErrors = useMemo(() => {
    const b = new ErrorSchemaBuilder();
    for (const i of issues) {
      const t = issueTarget(i.path);
      if (t.kind === 'settings') b.addErrors(i.message, t.rest.map(String));
    }
    return b.ErrorSchema;
  }, [issues]);

  const canPublish = issues.length === 0 && draft.state.kind !== 'conflict' && (draft.hasDraft || draft.dirty);
  const title = doc.page.meta.title || path;
  return (
    <div className={`page-editor${previewOpen ? ' page-editor--preview' : ''}`}>
      <LeaveGuard dirty={draft.dirty} save={draft.save} mayLeave={mayLeave} />
      <EditorBar
        title={title}
        path={path}
        isDraft={draft.hasDraft || draft.dirty}
        state={draft.state}
        dirty={draft.dirty}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        previewOpen={previewOpen}
        publishable={canPublish && !busy}
        publishWhy={
          issues.length
            ? `Publishing waits until the ${issues.length} issue${issues.length === 1 ? '' : 's'} listed are fixed.`
            : canPublish
              ? ''
              : 'Nothing to publish: the live page is up to date.'
        }
        onUndo={history.undo}
        onRedo={history.redo}
        onHistory={() => setDialog('history')}
        onPreview={togglePreview}
        onSave={saveNow}
        onPublish={() => setDialog('publish')}
      />

      {draft.state.kind === 'failed' && (
        <div className="admin-alert admin-alert--error page-editor__banner" role="alert">
          <p>
            {draft.state.message}{' '}
            <button
              type="button"
              className="admin-btn admin-btn--small admin-btn--secondary"
              onClick={() => void draft.save()}
            >
              Try again
            </button>
          </p>
        </div>
      )}
      {fileChanged && (
        <FileChangedBanner
          detail={detail}
          busy={busy}
          onKeep={() => void keepOverFile()}
          onReset={() => void restore({ source: 'file' }, 'Reset to the page file')}
        />
      )}
      <ScheduleBanner
        scheduledAt={schedule.scheduledAt}
        scheduleError={schedule.scheduleError}
        busy={busy}
        onCancel={() => void cancelSchedule()}
      />
      <IssuesPanel issues={issues} page={doc.page} onJump={jump} />

      <div className="page-editor__grid">
        <BlockOutline
          blocks={doc.page.blocks}
          keys={doc.keys}
          selected={selected}
          invalid={invalid}
          settingsInvalid={settingsInvalid}
          onSelect={(sel) => {
            setSelected(sel);
            // Where the fields sit under the list (phones, narrow windows), show them.
            if (window.matchMedia?.('(max-width: 860px)').matches)
              requestAnimationFrame(() => fieldsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
          }}
          onMove={(from, to) => {
            change((d) => moveBlock(d, from, to));
            setSelected(to);
          }}
          onDuplicate={(i) => {
            change((d) => duplicateBlock(d, i));
            setSelected(i + 1);
            toast({
              title: `${blockName(doc.page.blocks[i]!.type)} duplicated`,
              description: `The copy is section ${i + 2}.`,
            });
          }}
          onRemove={(i) => {
            change((d) => removeBlock(d, i));
            toast({ title: `${blockName(doc.page.blocks[i]!.type)} removed`, description: 'Undo brings it back.' });
          }}
          onAdd={() => setDialog('palette')}
        />
        <section ref={fieldsRef} className="page-editor__fields admin-card" aria-labelledby="fields-title">
          {selected === 'settings' ? (
            <>
              <h2 id="fields-title" className="page-editor__fields-title">
                Page settings
              </h2>
              <p className="page-editor__fields-lead">What search engines and the navigation show for this page.</p>
              <BlockFields
                key="settings"
                formId={SETTINGS_FORM}
                label="Page settings"
                schema={settingsSchema}
                value={settingsOf(doc.page)}
                errors={settingsErrors}
                onChange={(v) => {
                  if (!sameMeaning(settingsSchema, settingsOf(doc.page), v))
                    change((d) => setSettings(d, v as ReturnType<typeof settingsOf>), 'settings');
                }}
              />
            </>
          ) : block && blockDef ? (
            <>
              <h2 id="fields-title" className="page-editor__fields-title">
                <span className="page-editor__fields-index">Section {blockIndex + 1}</span> {blockName(block.type)}
              </h2>
              <BlockFields
                key={doc.keys[blockIndex]}
                formId={BLOCK_FORM}
                label={`Section ${blockIndex + 1}: ${blockName(block.type)}`}
                schema={blockDef.schema}
                value={block.props}
                routes={routeList}
                slot={slotState}
                onUploaded={onUploaded}
                errors={errorSchemaAt(issues, ['blocks', blockIndex, 'props'])}
                onChange={(v) => {
                  if (!sameMeaning(blockDef.schema, block.props, v))
                    change((d) => setBlockProps(d, blockIndex, v), `block:${doc.keys[blockIndex]}`);
                }}
              />
            </>
          ) : (
            <p id="fields-title">This section’s type is not known to the site; remove it.</p>
          )}
        </section>
        {previewOpen && (
          <LivePreview
            page={doc.page}
            blocked={clientIssues.length > 0}
            onClose={() => setPreviewOpen(false)}
            onPick={openFromPreview}
          />
        )}
      </div>

      {dialog === 'palette' && (
        <Palette
          starters={starters}
          onClose={() => setDialog(null)}
          onPick={(type, props) => {
            const at = typeof selected === 'number' ? selected + 1 : doc.page.blocks.length;
            change((d) => insertBlock(d, at, { type, props }));
            setSelected(at);
            setDialog(null);
          }}
        />
      )}
      {dialog === 'publish' && (
        <PublishDialog
          title={title}
          detail={detail}
          busy={busy}
          onPublish={() => void publish()}
          onSchedule={schedulePublish}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'history' && (
        <History
          path={path}
          source={detail.source}
          busy={busy}
          onClose={() => setDialog(null)}
          onRestore={(version, number) => void restore({ version }, `Version ${number} restored`)}
          onResetToFile={() => void restore({ source: 'file' }, 'Reset to the page file')}
          onDelete={() => setDialog('delete')}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={`Delete ${title}?`}
          message={`${path} will tell visitors the page is gone and leave the sitemap. The page waits in the Trash under the page list for ${TRASH_DAYS} days, where it can be restored.`}
          confirmLabel="Delete page"
          busy={busy}
          onConfirm={() => void deletePage()}
          onCancel={() => setDialog(null)}
        />
      )}
      {conflict && (
        <ConflictDialog conflict={conflict} busy={busy} onReload={reload} onKeepMine={() => void keepMine()} />
      )}
      {detail.updatedAt && (
        <p className="page-editor__foot">
          Last edited {formatWhen(detail.updatedAt)}
          {detail.updatedBy ? ` by ${detail.updatedBy}` : ''}
        </p>
      )}
      <ShortcutLegend />
    </div>
  );
}
