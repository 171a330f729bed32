import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { contactDetailsInput } from '../../../contracts/contact-details';
import { errorText, fieldErrors, isUnauthorized } from '../../data/api';
import { settingsApi } from '../../data/api-client';
import { CONTACT_DETAILS_KEY, CONTACT_KEY } from '../../data/query';
import { toast } from '../../data/toast-store';
import { CONTACT_DOCUMENT_KEY, CONTACT_REVISIONS_KEY } from './contact-api';
import { CONTACT_FIELDS, type ContactField } from './fields';

export type Form = Record<ContactField, string>;

/** The form's text of a record, a draft or a restored version (an empty optional field is an empty box). */
export const toForm = (d: Partial<Record<ContactField, string | null>>): Form =>
  Object.fromEntries(CONTACT_FIELDS.map((f) => [f.name, d[f.name] ?? ''])) as Form;
const sentence = (m: string) => m.charAt(0).toUpperCase() + m.slice(1);

/**
 * The contact details form's state: the record read, the form as typed, each
 * field's problem, and "Save changes" (a publish through the core). The
 * field rules are the API's own schema, so a refusal is said at the field
 * before anything is sent.
 */
export function useContactDetailsForm() {
  const qc = useQueryClient();
  const record = useQuery({
    queryKey: CONTACT_DETAILS_KEY,
    queryFn: settingsApi.contact,
  });
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    if (record.data && !form) setForm(toForm(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: settingsApi.saveContact,
    onSuccess: (data) => {
      qc.setQueryData(CONTACT_DETAILS_KEY, data);
      void qc.invalidateQueries({ queryKey: CONTACT_KEY });
      // Each save is a published version: the history and the schedule read again.
      void qc.invalidateQueries({ queryKey: CONTACT_DOCUMENT_KEY });
      void qc.invalidateQueries({ queryKey: CONTACT_REVISIONS_KEY });
      setForm(toForm(data));
      setSaved(data.updatedAt);
      toast({
        title: 'Contact details saved',
        description: 'The footer, chat button and contact page now show the new details.',
      });
    },
    onError: (err) => {
      if (isUnauthorized(err)) return;
      setErrors(Object.fromEntries(Object.entries(fieldErrors(err)).map(([k, v]) => [k, sentence(v)])));
      toast({
        title: 'Could not save the contact details',
        description: errorText(err, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });

  /** The form when it passes the field rules; otherwise each field says why and the first wrong one has focus. */
  const checked = (): Form | null => {
    if (!form) return null;
    const parsed = contactDetailsInput.safeParse(form);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= sentence(i.message);
      setErrors(next);
      const first = CONTACT_FIELDS.find((f) => next[f.name]);
      if (first) document.getElementsByName(first.name)[0]?.focus();
      return null;
    }
    setErrors({});
    return form;
  };
  const publishNow = () => {
    setSaved(null);
    const ready = checked();
    if (ready) save.mutate(ready);
  };
  const set = (name: ContactField) => (e: { target: { value: string } }) =>
    setForm((f) => (f ? { ...f, [name]: e.target.value } : f));

  return { record, form, setForm, errors, saved, save, checked, publishNow, set };
}
