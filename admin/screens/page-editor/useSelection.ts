import { useEffect, useRef, useState } from 'react';
import type { PageDocument } from '../../../contracts/pages';
import type { Selection } from './BlockOutline';
import { BLOCK_FORM, SETTINGS_FORM } from './FieldsPane';
import { fieldDomId, issueTarget, type DraftIssue } from './fields/issues';
import { pickInPreview, type PreviewTarget } from './preview-pick';
import { useFieldFocus } from './useFieldFocus';

/**
 * Which section's fields are open, and the ways staff get to a field: a
 * click in the outline, an issue in the list, a click in the preview. On a
 * narrow screen, where the fields sit under the outline, choosing a section
 * scrolls them into view.
 */
export function useSelection(page: PageDocument) {
  const [selected, setSelected] = useState<Selection>(0);
  const focusField = useFieldFocus();
  const fieldsRef = useRef<HTMLElement>(null);

  // A selected block that no longer exists (removed, undone) falls back to the nearest one.
  useEffect(() => {
    if (typeof selected === 'number' && selected >= page.blocks.length)
      setSelected(Math.max(0, page.blocks.length - 1));
  }, [page.blocks.length, selected]);

  /** A click in the preview selects its section and focuses the field that holds what was clicked. */
  function openFromPreview(target: PreviewTarget) {
    const pick = pickInPreview(page, target);
    if (!pick) return;
    setSelected(pick.block);
    focusField(fieldDomId(BLOCK_FORM, pick.path));
  }

  function jump(issue: DraftIssue) {
    const t = issueTarget(issue.path);
    if (t.kind === 'block') {
      setSelected(t.index);
      focusField(fieldDomId(BLOCK_FORM, t.rest));
    } else if (t.kind === 'settings') {
      setSelected('settings');
      focusField(fieldDomId(SETTINGS_FORM, t.rest));
    }
  }

  function select(sel: Selection) {
    setSelected(sel);
    if (window.matchMedia?.('(max-width: 860px)').matches)
      requestAnimationFrame(() => fieldsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
  }

  return { selected, setSelected, select, jump, openFromPreview, fieldsRef };
}
