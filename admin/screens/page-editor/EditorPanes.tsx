import type { ComponentProps } from 'react';
import { BlockOutline } from './BlockOutline';
import { FieldsPane } from './FieldsPane';
import { LivePreview } from './Preview';
import type { useIssues } from './useIssues';
import type { useSelection } from './useSelection';
import type { useSlotState } from './useSlotState';
import type { EditDoc } from './doc-edits';

type FieldsProps = ComponentProps<typeof FieldsPane>;

/**
 * The editor's three panes side by side: the outline of sections (select,
 * move, duplicate, remove, add), the selected section's fields, and the live
 * preview when it is open (a click in it selects the section clicked).
 */
export function EditorPanes(p: {
  doc: EditDoc;
  change: FieldsProps['change'];
  selection: Pick<ReturnType<typeof useSelection>, 'selected' | 'select' | 'openFromPreview' | 'fieldsRef'>;
  issues: Pick<ReturnType<typeof useIssues>, 'issues' | 'clientIssues' | 'invalid' | 'settingsInvalid'>;
  edits: { move: (from: number, to: number) => void; duplicate: (i: number) => void; remove: (i: number) => void };
  routes: string[];
  slot: ReturnType<typeof useSlotState>;
  preview: { open: boolean; close: () => void };
  onAdd: () => void;
}) {
  const { doc, selection, issues } = p;
  return (
    <div className="page-editor__grid">
      <BlockOutline
        blocks={doc.page.blocks}
        keys={doc.keys}
        selected={selection.selected}
        invalid={issues.invalid}
        settingsInvalid={issues.settingsInvalid}
        onSelect={selection.select}
        onMove={p.edits.move}
        onDuplicate={p.edits.duplicate}
        onRemove={p.edits.remove}
        onAdd={p.onAdd}
      />
      <FieldsPane
        ref={selection.fieldsRef}
        selected={selection.selected}
        doc={doc}
        issues={issues.issues}
        change={p.change}
        routes={p.routes}
        slot={p.slot.slotState}
        onUploaded={p.slot.onUploaded}
      />
      {p.preview.open && (
        <LivePreview
          page={doc.page}
          blocked={issues.clientIssues.length > 0}
          onClose={p.preview.close}
          onPick={selection.openFromPreview}
        />
      )}
    </div>
  );
}
