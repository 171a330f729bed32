import { useCallback, useRef, useState } from 'react';

/** Changes within this long of each other are one step of undo (typing a word is one step, not five). */
const UNDO_MERGE_MS = 1000;
/** How many steps back undo can go. */
const UNDO_DEPTH = 100;

/**
 * An editor's document (a page's, the navigation's) with its undo history.
 * Every edit goes through `change`: one undo step per burst of typing in one
 * place (`group`); a change without a group is a step of its own.
 * `endStep` closes the step under way, so the next change starts a new one
 * however soon it comes (a save calls it: the saved draft is a step).
 */
export function useUndoableDoc<D>(initial: () => D) {
  const [doc, setDoc] = useState<D>(initial);
  const [undo, setUndo] = useState<{ past: D[]; future: D[] }>({ past: [], future: [] });
  const lastChange = useRef({ at: 0, group: '' });
  const docRef = useRef(doc);
  docRef.current = doc;
  const undoRef = useRef(undo);
  undoRef.current = undo;

  const change = useCallback((next: (d: D) => D, group = '') => {
    const cur = docRef.current;
    const updated = next(cur);
    if (updated === cur) return;
    const now = Date.now();
    const merge = group && group === lastChange.current.group && now - lastChange.current.at < UNDO_MERGE_MS;
    lastChange.current = { at: now, group };
    if (!merge) setUndo((u) => ({ past: [...u.past.slice(-(UNDO_DEPTH - 1)), cur], future: [] }));
    docRef.current = updated;
    setDoc(updated);
  }, []);

  const step = useCallback((dir: 'back' | 'forward') => {
    const u = undoRef.current;
    const cur = docRef.current;
    const from = dir === 'back' ? u.past : u.future;
    const target = from[from.length - 1];
    if (!target) return;
    lastChange.current = { at: 0, group: '' };
    const next =
      dir === 'back'
        ? { past: u.past.slice(0, -1), future: [...u.future, cur] }
        : { past: [...u.past, cur], future: u.future.slice(0, -1) };
    undoRef.current = next;
    setUndo(next);
    docRef.current = target;
    setDoc(target);
  }, []);

  const endStep = useCallback(() => {
    lastChange.current = { at: 0, group: '' };
  }, []);

  return {
    doc,
    change,
    endStep,
    undo: useCallback(() => step('back'), [step]),
    redo: useCallback(() => step('forward'), [step]),
    canUndo: undo.past.length > 0,
    canRedo: undo.future.length > 0,
  };
}
