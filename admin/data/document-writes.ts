import type { ScheduleAnswer } from '../../contracts/documents';
import { errorText } from './api';
import { toast } from './toast-store';

/**
 * Publish now, "Publish at…", cancelling a schedule and restoring a version
 * in an editor built on useDocumentDraft (the navigation, a project): the
 * same steps and messages for each, only the kind's words and its calls differ.
 * Each says it is done once the editor shows it: the reload starts the form
 * afresh, so a toast before it would invite a click the reload then undoes.
 */
export function documentWrites<Restorable>(o: {
  draft: { publish(): Promise<{ ok: boolean; message?: string }>; save(): Promise<boolean>; baseVersion(): number };
  setBusy: (busy: boolean) => void;
  reload: () => Promise<unknown>;
  /** The publish at `at` of the saved draft at `baseVersion`: the 202 answer. */
  scheduleAt: (baseVersion: number, at: string) => Promise<ScheduleAnswer>;
  /** The toast after a publish now. */
  published: { title: string; description: string };
  /** The scheduled toast's sentence, given the time in words: "The project goes live on …". */
  goesLive: (when: string) => string;
  /** Takes the schedule back. */
  cancelScheduleCall: () => Promise<unknown>;
  /** Makes `what` (a version, the file, the defaults) the draft, over the saved draft at `baseVersion`. */
  restoreCall: (what: Restorable, baseVersion: number) => Promise<unknown>;
}) {
  /** Runs a write with the editor busy; a refusal is said in a toast. True when it went through. */
  async function run(work: () => Promise<unknown>, done: { title: string; description: string }, failed: string) {
    o.setBusy(true);
    try {
      await work();
      await o.reload();
      toast(done);
      return true;
    } catch (e) {
      toast({ title: failed, description: errorText(e, 'Try again.'), variant: 'destructive' });
      return false;
    } finally {
      o.setBusy(false);
    }
  }

  async function publish(): Promise<boolean> {
    o.setBusy(true);
    const result = await o.draft.publish();
    o.setBusy(false);
    if (result.ok) {
      await o.reload();
      toast(o.published);
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
      await o.reload();
      toast({ title: 'Publish scheduled', description: o.goesLive(answer.scheduledAt) });
      return null;
    } catch (e) {
      return errorText(e, 'The publish could not be scheduled. Try again.');
    } finally {
      o.setBusy(false);
    }
  }

  const cancelSchedule = () =>
    run(
      o.cancelScheduleCall,
      { title: 'Schedule cancelled', description: 'The draft waits until someone publishes it.' },
      'Not cancelled',
    );

  /** A published version (or what the kind starts from) becomes the draft, once the edits on screen are saved. */
  async function restore(what: Restorable, words: string) {
    if (!(await o.draft.save())) return false;
    return run(
      () => o.restoreCall(what, o.draft.baseVersion()),
      { title: 'Restored as the draft', description: `${words} is now the draft. Publish it to put it live.` },
      'Not restored',
    );
  }

  return { publish, schedule, cancelSchedule, restore };
}
