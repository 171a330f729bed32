import { useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../data/api';
import { admin, call } from '../../data/api-client';
import { PAGES_KEY } from '../../data/pages';
import { useSiteTime } from '../../data/use-site-time';
import { toast } from '../../data/toast-store';
import type { useDraft } from './useDraft';
import type { useSchedule } from './useSchedule';

/**
 * What staff do to the page as a whole from the editor: restore a version,
 * keep their edit over a changed page file, publish now or later, cancel a
 * schedule, delete the page, keep their copy after a conflict. Each says how
 * it went in a toast; `busy` is true while one runs.
 */
export function usePageActions({
  path,
  pageTitle,
  draft,
  schedule,
  reload,
  closeDialog,
  onFileKept,
  mayLeave,
}: {
  path: string;
  pageTitle: string;
  draft: ReturnType<typeof useDraft>;
  schedule: ReturnType<typeof useSchedule>;
  /** Loads the page again from the server (the editor starts afresh from it); settles once the answer is in. */
  reload: () => Promise<unknown>;
  closeDialog: () => void;
  onFileKept: () => void;
  /** Set before leaving on purpose without the draft (the page was deleted). */
  mayLeave: RefObject<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { formatWhen, place } = useSiteTime();

  async function restore(body: { version: number } | { source: 'file' }, done: string) {
    setBusy(true);
    try {
      if (!(await draft.save())) return;
      // The version that save made: `draft.version` is this render's, from before an edit still unsaved at the press.
      await call(admin.page.restore.$post({ query: { path }, json: { ...body, baseVersion: draft.baseVersion() } }));
      closeDialog();
      // The toast once the restored draft is on screen: the editor starts afresh from the server's answer, and a
      // section opened (or typed in) before that answer would be replaced under the person's hand.
      await reload();
      toast({ title: done, description: 'It is your draft now: check it, then publish to make it live.' });
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
      onFileKept();
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
    closeDialog();
    if (r.ok) toast({ title: 'Published', description: `${pageTitle} is live at ${path}.` });
    else if (r.message) toast({ title: 'Not published', description: r.message, variant: 'destructive' });
  }

  async function schedulePublish(iso: string): Promise<string | null> {
    setBusy(true);
    const r = await schedule.schedule(iso);
    setBusy(false);
    if (!r.ok) return r.message ?? 'The draft could not be saved first: see the notice in the editor.';
    closeDialog();
    toast({
      title: 'Publish scheduled',
      description: `${pageTitle} goes live on ${formatWhen(r.scheduledAt)} (${place} time).`,
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
      await call(admin.page.$delete({ query: { path }, json: { gone: true } }));
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
      closeDialog();
    }
  }

  async function keepMine() {
    const conflict = draft.state.kind === 'conflict' ? draft.state.conflict : null;
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

  return { busy, restore, keepOverFile, publish, schedulePublish, cancelSchedule, deletePage, keepMine };
}
