import { DOCUMENT_ADAPTERS } from '../../data/document-kinds';
import { DocumentHistory } from '../../ui/DocumentHistory';
import { PublishDialog } from '../page-editor/PublishDialog';
import { contactDocumentApi } from './contact-api';
import { type ContactVersionsProps, useContactVersions } from './useContactVersions';

/**
 * The contact details' versions, as pages and the navigation have them:
 * "Publish at…" (the form saved as the draft, published at a time on the
 * site's clock), the schedule waiting and its cancel, and the one History
 * (view, compare, restore a version into the form). Save changes stays the
 * publish now.
 */
export function ContactVersions(p: ContactVersionsProps) {
  const { doc, revisions, open, setOpen, busy, schedule, saveDraft, restore, cancel, formatWhen } =
    useContactVersions(p);
  const scheduledAt = doc.data?.scheduledAt;
  const small = 'admin-btn admin-btn--small admin-btn--secondary';
  return (
    <div className="admin-contact-settings__versions">
      {scheduledAt && (
        <p className="admin-alert" role="status">
          {doc.data?.scheduleError
            ? `The publish scheduled for ${formatWhen(scheduledAt)} did not happen: ${doc.data.scheduleError}`
            : `New details go live on ${formatWhen(scheduledAt)}.`}{' '}
          <button type="button" className={small} onClick={() => void cancel()}>
            Cancel the schedule
          </button>
        </p>
      )}
      {doc.data?.draft && (
        <p className="admin-alert" role="status">
          A draft saved {doc.data.updatedAt ? `on ${formatWhen(doc.data.updatedAt)}` : ''}
          {doc.data.updatedBy ? ` by ${doc.data.updatedBy}` : ''} is not live.{' '}
          <button type="button" className={small} onClick={() => doc.data?.draft && p.intoForm(doc.data.draft)}>
            Open the draft
          </button>
        </p>
      )}
      <button type="button" className={small} disabled={busy} onClick={() => void saveDraft()}>
        Save draft
      </button>
      <button type="button" className={small} onClick={() => setOpen('publish')}>
        Publish at…
      </button>
      <button type="button" className={small} onClick={() => setOpen('history')}>
        History
      </button>
      {open === 'publish' && (
        <PublishDialog
          title="the contact details"
          description="The footer, the chat button, the contact page and the offline page show them."
          busy={busy}
          onPublish={() => {
            setOpen(null);
            p.onPublishNow();
          }}
          onSchedule={schedule}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'history' && (
        <DocumentHistory
          title="Contact details history"
          description="Each time the contact details were published. Restoring one puts it in the form; save to put it live."
          subject="the contact details"
          revisions={revisions}
          busy={busy}
          render={contactDocumentApi.render}
          onRestore={(version, number) => void restore(version, number)}
          onClose={() => setOpen(null)}
          compare={{ hasDraft: !!doc.data?.draft, comparer: DOCUMENT_ADAPTERS.contact.comparer('site') }}
        />
      )}
    </div>
  );
}
