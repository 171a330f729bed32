import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

/**
 * Leaving the editor with edits the server does not have yet: a link or Back
 * inside the admin saves them first and only then leaves; if the save fails
 * the editor stays, with the reason on screen. Closing or reloading the tab
 * asks the browser's own question, since a save cannot finish there.
 *
 * Whether a navigation must wait is asked when it happens (`unsavedNow`), not
 * taken from the last render. "← All pages" saves, then leaves; the list draws
 * a moment later (the router's updates are transitions), and until then this
 * guard is still mounted. A Back in that moment, with `dirty` still true from
 * before the save, was blocked to save again; the list then drew, the guard
 * unmounted with the Back held, and Back did nothing (the browser suite met it
 * about once in 30 tries).
 */
export function LeaveGuard({
  draft: { dirty, unsavedNow, save },
  mayLeave,
}: {
  /** The editor's draft (useDocumentDraft): `dirty` as of this render asks the tab's close question,
   * `unsavedNow()` decides whether an in-app navigation waits for `save()`. */
  draft: { dirty: boolean; unsavedNow: () => boolean; save: () => Promise<boolean> };
  /** False while leaving on purpose without the draft (the page was just deleted). */
  mayLeave?: React.RefObject<boolean>;
}) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  // Blocking in-app navigation needs a data router (the admin makes one); Storybook's plain router has none.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <SaveBeforeLeaving unsavedNow={unsavedNow} save={save} mayLeave={mayLeave} /> : null;
}

function SaveBeforeLeaving({
  unsavedNow,
  save,
  mayLeave,
}: {
  unsavedNow: () => boolean;
  save: () => Promise<boolean>;
  mayLeave?: React.RefObject<boolean>;
}) {
  const blocker = useBlocker(
    ({ currentLocation: from, nextLocation: to }) =>
      (from.pathname !== to.pathname || from.search !== to.search) && !mayLeave?.current && unsavedNow(),
  );
  const saving = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || saving.current) return;
    saving.current = true;
    void save().then((ok) => {
      saving.current = false;
      // A failed save shows its reason in the editor (or the conflict dialog); staying keeps the work.
      if (ok) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, save]);
  return null;
}
