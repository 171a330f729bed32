import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContactDetailsInput } from '../../../contracts/contact-details';
import { errorText } from '../../data/api';
import { toast } from '../../data/toast-store';
import { useSiteTime } from '../../data/use-site-time';
import { CONTACT_DOCUMENT_KEY, CONTACT_REVISIONS_KEY, contactDocumentApi } from './contact-api';

/** What the versions part is handed by the form it sits under. */
export type ContactVersionsProps = {
  /** The form as typed, whatever it holds: a draft may be saved with problems, as a page's may. */
  typed: () => ContactDetailsInput | null;
  /** The form as typed, when it passes the field rules (the fields say why when not). */
  checked: () => ContactDetailsInput | null;
  onPublishNow: () => void;
  /** Details to put into the form (a restored version, the saved draft), to look over and save. */
  intoForm: (details: ContactDetailsInput) => void;
};

/**
 * The contact details' document and what staff do with its versions: save
 * the form as a draft, schedule it, restore a published version into the
 * form, cancel a schedule. Each says how it went in a toast.
 */
export function useContactVersions(p: ContactVersionsProps) {
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

  return { doc, revisions, open, setOpen, busy, schedule, saveDraft, restore, cancel, formatWhen };
}
