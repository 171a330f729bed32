import type { ScheduleAnswer } from '../../contracts/documents';
import { errorText } from './api';
import { toast } from './toast-store';

/**
 * Publish now and "Publish at…" of an editor built on useDocumentDraft (the
 * navigation, a project): the same steps and messages for each, only the
 * kind's words and its schedule call differ.
 */
export function publishWithWords(o: {
  draft: { publish(): Promise<{ ok: boolean; message?: string }>; save(): Promise<boolean>; baseVersion(): number };
  setBusy: (busy: boolean) => void;
  reload: () => Promise<unknown>;
  /** The publish at `at` of the saved draft at `baseVersion`: the 202 answer. */
  scheduleAt: (baseVersion: number, at: string) => Promise<ScheduleAnswer>;
  /** The toast after a publish now. */
  published: { title: string; description: string };
  /** The scheduled toast's sentence, given the time in words: "The project goes live on …". */
  goesLive: (when: string) => string;
}) {
  async function publish(): Promise<boolean> {
    o.setBusy(true);
    const result = await o.draft.publish();
    o.setBusy(false);
    if (result.ok) {
      toast(o.published);
      await o.reload();
      return true;
    }
    if (result.message) toast({ title: 'Not published', description: result.message, variant: 'destructive' });
    return false;
  }

  /** "Publish at…": the draft is saved, then goes live at `iso`; null when scheduled, else the reason. */
  async function schedule(iso: string): Promise<string | null> {
    if (!(await o.draft.save())) return 'The draft could not be saved, so nothing was scheduled.';
    o.setBusy(true);
    try {
      const answer = await o.scheduleAt(o.draft.baseVersion(), iso);
      toast({ title: 'Publish scheduled', description: o.goesLive(answer.scheduledAt) });
      await o.reload();
      return null;
    } catch (e) {
      return errorText(e, 'The publish could not be scheduled. Try again.');
    } finally {
      o.setBusy(false);
    }
  }

  return { publish, schedule };
}
