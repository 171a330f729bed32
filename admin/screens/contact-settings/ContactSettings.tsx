import { PageHead } from '../../ui/PageHead';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { contactDetailsInput } from '../../../contracts/contact-details';
import { errorText, fieldErrors, isUnauthorized } from '../../data/api';
import { Field, TextAreaField } from '../../ui/Field';
import { CONTACT_DETAILS_KEY, CONTACT_KEY } from '../../data/query';
import { toast } from '../../data/toast-store';
import { CONTACT_FIELD_GROUPS, CONTACT_FIELDS, type ContactField } from './fields';
import type { schema } from './schema';
import { WhatsappHint } from './WhatsappHint';
import { AdminOnly } from '../../ui/AdminOnly';
import { settingsApi } from '../../data/api-client';
import { CONTACT_DOCUMENT_KEY, CONTACT_REVISIONS_KEY } from './contact-api';
import { ContactVersions } from './ContactVersions';

type Form = Record<ContactField, string>;

/** The form's text of a record, a draft or a restored version (an empty optional field is an empty box). */
const toForm = (d: Partial<Record<ContactField, string | null>>): Form =>
  Object.fromEntries(CONTACT_FIELDS.map((f) => [f.name, d[f.name] ?? ''])) as Form;
const sentence = (m: string) => m.charAt(0).toUpperCase() + m.slice(1);

/** Admin Settings: edits the stored contact record. */
function ContactSettingsScreen({ heading, intro }: z.output<typeof schema>) {
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    publishNow();
  };

  const set = (name: ContactField) => (e: { target: { value: string } }) =>
    setForm((f) => (f ? { ...f, [name]: e.target.value } : f));

  return (
    <div className="admin-contact-settings">
      <PageHead heading={heading} intro={intro} />
      {record.isError ? (
        <div className="admin-alert admin-alert--error" role="alert">
          <p>{errorText(record.error, 'Could not load the contact details.')}</p>
        </div>
      ) : !form ? (
        <p className="admin-empty" role="status">
          Loading contact details…
        </p>
      ) : (
        <form className="admin-card admin-form" onSubmit={submit} noValidate>
          {CONTACT_FIELD_GROUPS.map((g) => (
            <fieldset key={g.legend} className="admin-fieldset">
              <legend>{g.legend}</legend>
              <div className="admin-form__row">
                {g.fields.map((f) =>
                  f.multiline ? (
                    <TextAreaField
                      key={f.name}
                      name={f.name}
                      label={f.label}
                      hint={f.hint}
                      value={form[f.name]}
                      onChange={set(f.name)}
                      error={errors[f.name]}
                      maxLength={f.max}
                      rows={4}
                    />
                  ) : (
                    <Field
                      key={f.name}
                      name={f.name}
                      label={f.label}
                      hint={
                        f.name === 'whatsapp' ? (
                          <WhatsappHint value={form.whatsapp} stored={record.data?.whatsapp ?? ''} />
                        ) : (
                          f.hint
                        )
                      }
                      type={f.type ?? 'text'}
                      autoComplete={f.autoComplete ?? 'off'}
                      value={form[f.name]}
                      onChange={set(f.name)}
                      error={errors[f.name]}
                      maxLength={f.max}
                      required={f.required}
                    />
                  ),
                )}
              </div>
            </fieldset>
          ))}
          <div className="admin-form__actions admin-contact-settings__actions">
            <button type="submit" className="admin-btn admin-btn--primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save changes'}
            </button>
            <ContactVersions
              typed={() => form}
              checked={checked}
              onPublishNow={publishNow}
              intoForm={(details) => setForm(toForm(details))}
            />
            <p className="admin-contact-settings__status" role="status">
              {saved ? 'Saved. The site shows the new details now.' : ''}
            </p>
          </div>
        </form>
      )}
    </div>
  );
}

export function ContactSettings(props: z.output<typeof schema>) {
  return (
    <AdminOnly what="change the contact details">
      <ContactSettingsScreen {...props} />
    </AdminOnly>
  );
}
