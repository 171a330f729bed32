import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContactDetailsInput } from '../../../contracts/contact-details';
import { errorText } from '../../data/api';
import { DOCUMENT_ADAPTERS } from '../../data/document-kinds';
import { toast } from '../../data/toast-store';
import { useSiteTime } from '../../data/use-site-time';
import { DocumentHistory } from '../../ui/DocumentHistory';
import { PublishDialog } from '../page-editor/PublishDialog';
import { CONTACT_DOCUMENT_KEY, CONTACT_REVISIONS_KEY, contactDocumentApi } from './contact-api';

/**
 * The contact details' versions, as pages and the navigation have them:
 * "Publish at…" (the form saved as the draft, published at a time on the
 * site's clock), the schedule waiting and its cancel, and the one History
 * (view, compare, restore a version into the form). Save changes stays the
 * publish now.
 */
export function ContactVersions(p: {
  /** The form as typed, whatever it holds: a draft may be saved with problems, as a page's may. */
  typed: () => ContactDetailsInput | null;
  /** The form as typed, when it passes the field rules (the fields say why when not). */
  checked: () => ContactDetailsInput | null;
  onPublishNow: () => void;
  /** Details to put into the form (a restored version, the saved draft), to look over and save. */
  intoForm: (details: ContactDetailsInput) => void;
}) {
  const qc = useQueryClient();
  const { formatWhen } = useSiteTime();
  const doc = useQuery({ queryKey: CONTACT_DOCUMENT_KEY, queryFn: contactDocumentApi.detail, staleTime: 0 });
  const revisions = useQuery({ queryKey: CONTACT_REVISIONS_KEY, queryFn: contactDocumentApi.revisions, staleTime: 0 });
  const [open, setOpen] = useState<'publish' | 'history' | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => qc.invalidateQueries({ queryKey: CONTACT_DOCUMENT_KEY });

  /** Saves the form as the draft at the version read now, and schedules that version; the reason when refused. */
  async function schedule(at: string): Promise<string | null> {
    const details = p.checked();
    if (!details) return 'Correct the fields marked on the form first.';
    setBusy(true);
    try {
      const saved = await contactDocumentApi.saveDraft(details, (await contactDocumentApi.detail()).version);
      await contactDocumentApi.schedule(saved.version, at);
      setOpen(null);
      toast({ title: 'Publish scheduled', description: `The new details go live on ${formatWhen(at)}.` });
      return null;
    } catch (e) {
      return errorText(e, 'The publish could not be scheduled. Try again.');
    } finally {
      setBusy(false);
      void refresh();
    }
  }

  /** Keeps the form as the draft (the site does not show it); staff open it again from here. */
  async function saveDraft() {
    const details = p.typed();
    if (!details) return;
    setBusy(true);
    try {
      const saved = await contactDocumentApi.saveDraft(details, (await contactDocumentApi.detail()).version);
      toast({
        title: 'Draft saved',
        description: saved.issues.length
          ? 'Some fields still need correcting before it can go live.'
          : 'The site still shows the details live now.',
      });
    } catch (e) {
      toast({ title: 'Draft not saved', description: errorText(e, 'Try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
      void refresh();
    }
  }

  async function restore(version: number, number: number) {
    setBusy(true);
    try {
      await contactDocumentApi.restore(version, (await contactDocumentApi.detail()).version);
      const draft = (await contactDocumentApi.detail()).draft;
      if (draft) p.intoForm(draft);
      setOpen(null);
      toast({
        title: `Version ${number} is in the form`,
        description: 'Look it over, then save the changes to put it live.',
      });
    } catch (e) {
      toast({ title: 'Not restored', description: errorText(e, 'Try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
      void refresh();
    }
  }

  async function cancel() {
    try {
      await contactDocumentApi.cancelSchedule();
      toast({ title: 'Schedule cancelled', description: 'The details live now stay live.' });
    } catch (e) {
      toast({ title: 'Not cancelled', description: errorText(e, 'Try again.'), variant: 'destructive' });
    }
    void refresh();
  }

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
