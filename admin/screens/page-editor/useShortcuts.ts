import { useEffect, useRef } from 'react';

const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The editor's keyboard shortcuts, as shown to staff (⌘ on a Mac, Ctrl elsewhere) and as aria-keyshortcuts names them. */
export function shortcutLabels() {
  const mod = isMac() ? '⌘' : 'Ctrl+';
  const aria = isMac() ? 'Meta' : 'Control';
  return {
    save: { text: `${mod}S`, aria: `${aria}+S` },
    undo: { text: `${mod}Z`, aria: `${aria}+Z` },
    redo: { text: isMac() ? '⌘⇧Z' : 'Ctrl+Y', aria: isMac() ? 'Meta+Shift+Z' : `${aria}+Y ${aria}+Shift+Z` },
  };
}

export interface ShortcutActions {
  save: () => void;
  undo: () => void;
  redo: () => void;
}

/**
 * Ctrl/Cmd+S saves the draft, Ctrl/Cmd+Z undoes and Ctrl/Cmd+Y or Shift+Z redo,
 * anywhere in the editor, inside text boxes too: undo steps through the whole
 * page's changes, so a field's own undo would disagree with the Undo button.
 * Not while a dialog is open, where the keys belong to the dialog.
 */
export function useShortcuts(actions: ShortcutActions) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      if (e.target instanceof Element && e.target.closest('[role="dialog"], [role="alertdialog"]')) return;
      const key = e.key.toLowerCase();
      const act =
        key === 's'
          ? latest.current.save
          : key === 'z' && !e.shiftKey
            ? latest.current.undo
            : key === 'y' || (key === 'z' && e.shiftKey)
              ? latest.current.redo
              : null;
      if (!act) return;
      e.preventDefault();
      act();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
