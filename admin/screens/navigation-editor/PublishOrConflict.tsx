import type { ReactNode } from 'react';
import type { SaveState } from '../../data/useDocumentDraft';
import { ConflictDialog } from '../page-editor/Banners';
import { PublishDialog } from '../page-editor/PublishDialog';

/** What the two decisions need of a single document's editor (the navigation's, a project's). */
export interface DecidingEditor {
  publish(): Promise<unknown>;
  /** Resolves to null when scheduled, or the reason it was not. */
  schedule(iso: string): Promise<string | null>;
  reload(): Promise<unknown>;
  draft: {
    state: SaveState;
    save(o?: { baseVersion: number }): Promise<unknown>;
  };
}

/**
 * The Publish dialog (now or at a time) while it is open, and the conflict
 * dialog whenever someone else saved the document meanwhile: the same steps
 * for every document edited with the document bar, in that kind's words.
 */
export function PublishOrConflict({
  desk,
  editor,
  title,
  subject,
  description,
  changes,
}: {
  /** Whether the Publish dialog is open, and closing it (useDocumentDesk). */
  desk: { open: string | null; close: () => void; busy: boolean };
  editor: DecidingEditor;
  /** "the navigation", "the project" (the Publish dialog's title). */
  title: string;
  /** "the navigation", "this project" (who changed what, in the conflict dialog). */
  subject: string;
  description: ReactNode;
  changes?: ReactNode;
}) {
  const { state } = editor.draft;
  const { busy, close: onClose } = desk;
  return (
    <>
      {desk.open === 'publish' && (
        <PublishDialog
          title={title}
          description={description}
          changes={changes}
          busy={busy}
          onClose={onClose}
          onPublish={() => void editor.publish().then(onClose)}
          onSchedule={async (iso) => {
            const refused = await editor.schedule(iso);
            if (!refused) onClose();
            return refused;
          }}
        />
      )}
      {state.kind === 'conflict' && (
        <ConflictDialog
          subject={subject}
          conflict={state.conflict}
          busy={busy}
          onReload={() => void editor.reload()}
          onKeepMine={() => void editor.draft.save({ baseVersion: state.conflict.version })}
        />
      )}
    </>
  );
}
