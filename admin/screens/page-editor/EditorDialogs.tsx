import type { PageConflictAnswer, PageDetail, PageDocument } from '../../../contracts/pages';
import { TRASH_DAYS } from '../../../contracts/redirects';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ComparisonOf } from '../../ui/DocumentCompare';
import { pageComparer } from '../../data/pages';
import { ConflictDialog } from './Banners';
import type { Starters } from './catalogue';
import { History } from './History';
import { Palette } from './Palette';
import { PublishDialog, pageWhatHappens } from './PublishDialog';
import { starterLeftovers, type StarterLeftover } from './starter-text';
import type { usePageActions } from './usePageActions';

/** "Section 3 (Card grid) still has the example text “First card”": said before Publish, which it does not stop. */
function StarterWarning({ leftovers }: { leftovers: StarterLeftover[] }) {
  if (!leftovers.length) return null;
  const quoted = (texts: string[]) =>
    texts
      .slice(0, 3)
      .map((t) => `“${t}”`)
      .join(', ') + (texts.length > 3 ? ` and ${texts.length - 3} more` : '');
  return (
    <div className="admin-alert admin-alert--warning" role="status">
      <p>
        <strong>Example text is still on the page.</strong> Visitors will read it as it is: replace it first, unless it
        is what you want to say.
      </p>
      <ul>
        {leftovers.map((l) => (
          <li key={l.section}>
            {l.section} still has the example text {quoted(l.texts)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export type EditorDialog = 'palette' | 'publish' | 'history' | 'delete' | null;

/** The editor's dialogs: add a section, publish, history, delete, and someone else's change. */
export function EditorDialogs(p: {
  dialog: EditorDialog;
  setDialog: (d: EditorDialog) => void;
  title: string;
  detail: PageDetail;
  /** The page as the editor shows it, for the starter text still in it. */
  page: PageDocument;
  /** The draft on the server is what the screen shows (nothing unsaved): it can be compared with what is live. */
  savedDraft: boolean;
  starters: Starters;
  busy: boolean;
  actions: ReturnType<typeof usePageActions>;
  conflict: PageConflictAnswer | null;
  reload: () => void;
  onAddSection: (type: string, props: unknown) => void;
}) {
  const { dialog, detail, actions, busy, title } = p;
  const close = () => p.setDialog(null);
  return (
    <>
      {dialog === 'palette' && <Palette starters={p.starters} onClose={close} onPick={p.onAddSection} />}
      {dialog === 'publish' && (
        <PublishDialog
          title={title}
          description={pageWhatHappens(detail)}
          warnings={<StarterWarning leftovers={starterLeftovers(p.page, p.starters, detail.published)} />}
          changes={
            p.savedDraft && detail.published ? (
              <ComparisonOf comparer={pageComparer(detail.path)} from="live" to="draft" />
            ) : undefined
          }
          busy={busy}
          onPublish={() => void actions.publish()}
          onSchedule={actions.schedulePublish}
          onClose={close}
        />
      )}
      {dialog === 'history' && (
        <History
          path={detail.path}
          source={detail.source}
          hasDraft={p.savedDraft || !!detail.draft}
          busy={busy}
          onClose={close}
          onRestore={(version, number) => void actions.restore({ version }, `Version ${number} restored`)}
          onResetToFile={() => void actions.restore({ source: 'file' }, 'Reset to the page file')}
          onDelete={() => p.setDialog('delete')}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={`Delete ${title}?`}
          message={`${detail.path} will tell visitors the page is gone and leave the sitemap. The page waits in the Trash under the page list for ${TRASH_DAYS} days, where it can be restored.`}
          confirmLabel="Delete page"
          busy={busy}
          onConfirm={() => void actions.deletePage()}
          onCancel={close}
        />
      )}
      {p.conflict && (
        <ConflictDialog
          conflict={p.conflict}
          busy={busy}
          onReload={p.reload}
          onKeepMine={() => void actions.keepMine()}
        />
      )}
    </>
  );
}
