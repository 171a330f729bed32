import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { NavigationDetail, NavigationDocument } from '../../../contracts/navigation';
import type { DraftAnswer, ScheduleAnswer, VersionAnswer } from '../../../contracts/pages';
import { apiRequest, errorText } from '../../data/api';
import { toast } from '../../data/toast-store';
import { useSiteTime } from '../../data/use-site-time';
import { AUTOSAVE_DELAY_MS, useDocumentDraft, type DraftEndpoints } from '../../data/useDocumentDraft';
import { useUndoableDoc } from '../page-editor/useUndo';
import { lookup, navigationIssues } from './issues';
import { NAVIGATION_KEY } from './navigation-api';

/**
 * The navigation being edited: the document on screen with its undo
 * history, its draft on the server (saved by itself after a pause, as a
 * page's is), its problems, and publish, restore and reload. `change` takes
 * a group: typing in one field merges into one undo step.
 */
export function useNavigationEditor(detail: NavigationDetail, autosaveMs = AUTOSAVE_DELAY_MS) {
  const qc = useQueryClient();
  const history = useUndoableDoc<NavigationDocument>(() => detail.draft ?? detail.published);
  const { doc, change } = history;
  const endpoints = useMemo<DraftEndpoints<NavigationDocument>>(
    () => ({
      save: (navigation, baseVersion) =>
        apiRequest<DraftAnswer>('PUT', '/api/admin/navigation/draft', { navigation, baseVersion }),
      publish: (baseVersion) => apiRequest<VersionAnswer>('POST', '/api/admin/navigation/publish', { baseVersion }),
    }),
    [],
  );
  const draft = useDocumentDraft(endpoints, doc, detail.version, detail.published, autosaveMs);
  // Before the first save, the problems the server found when the editor opened (a page deleted since).
  const fromServer = draft.state.kind === 'saved' && !draft.state.at ? detail.issues : draft.serverIssues;
  const issues = useMemo(() => navigationIssues(doc, fromServer), [doc, fromServer]);
  const [busy, setBusy] = useState(false);
  const { formatWhen, place } = useSiteTime();

  /** Loads what the server holds now (after a conflict, a restore, or a publish elsewhere). */
  const reload = () => qc.invalidateQueries({ queryKey: NAVIGATION_KEY });

  async function publish(): Promise<boolean> {
    setBusy(true);
    const result = await draft.publish();
    setBusy(false);
    if (result.ok) {
      toast({ title: 'Navigation published', description: 'Every page of the site shows the new menu and footer.' });
      await reload();
      return true;
    }
    if (result.message) toast({ title: 'Not published', description: result.message, variant: 'destructive' });
    return false;
  }

  /** "Publish at…": the draft is saved, then goes live at `iso`; null when scheduled, else the reason. */
  async function schedule(iso: string): Promise<string | null> {
    if (!(await draft.save())) return 'The draft could not be saved, so nothing was scheduled.';
    setBusy(true);
    try {
      const answer = await apiRequest<ScheduleAnswer>('POST', '/api/admin/navigation/publish', {
        baseVersion: draft.baseVersion(),
        at: iso,
      });
      toast({
        title: 'Publish scheduled',
        description: `The navigation goes live on ${formatWhen(answer.scheduledAt)} (${place} time).`,
      });
      await reload();
      return null;
    } catch (e) {
      return errorText(e, 'The publish could not be scheduled. Try again.');
    } finally {
      setBusy(false);
    }
  }

  async function cancelSchedule() {
    setBusy(true);
    try {
      await apiRequest('DELETE', '/api/admin/navigation/schedule');
      toast({ title: 'Schedule cancelled', description: 'The draft waits until someone publishes it.' });
      await reload();
    } catch (e) {
      toast({ title: 'Not cancelled', description: errorText(e, 'Try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  /** A published version, or the site's default navigation, becomes the draft. */
  async function restore(what: { version: number } | { source: 'defaults' }, words: string) {
    if (!(await draft.save())) return false;
    setBusy(true);
    try {
      await apiRequest('POST', '/api/admin/navigation/restore', { ...what, baseVersion: draft.baseVersion() });
      toast({ title: 'Restored as the draft', description: `${words} is now the draft. Publish it to put it live.` });
      await reload();
      return true;
    } catch (e) {
      toast({ title: 'Not restored', description: errorText(e, 'Try again.'), variant: 'destructive' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    doc,
    change,
    history,
    draft,
    issues,
    issueAt: lookup(issues),
    busy,
    publish,
    schedule,
    cancelSchedule,
    restore,
    reload,
  };
}

export type NavigationEditorState = ReturnType<typeof useNavigationEditor>;
