import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

/**
 * Leaving the editor with edits the server does not have yet: a link or Back
 * inside the admin saves them first and only then leaves; if the save fails
 * the editor stays, with the reason on screen. Closing or reloading the tab
 * asks the browser's own question, since a save cannot finish there.
 */
export function LeaveGuard({
  dirty,
  save,
  mayLeave,
}: {
  dirty: boolean;
  save: () => Promise<boolean>;
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
  return dataRouter ? <SaveBeforeLeaving dirty={dirty} save={save} mayLeave={mayLeave} /> : null;
}

function SaveBeforeLeaving({
  dirty,
  save,
  mayLeave,
}: {
  dirty: boolean;
  save: () => Promise<boolean>;
  mayLeave?: React.RefObject<boolean>;
}) {
  const blocker = useBlocker(
    ({ currentLocation: from, nextLocation: to }) =>
      dirty && !mayLeave?.current && (from.pathname !== to.pathname || from.search !== to.search),
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
