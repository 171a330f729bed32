import { PageHead } from '../../ui/PageHead';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { errorText } from '../../data/api';
import { Field, TextAreaField } from '../../ui/Field';
import { CONTACT_FIELD_GROUPS, type ContactField } from './fields';
import { type Form, toForm, useContactDetailsForm } from './useContactDetailsForm';
import type { schema } from './schema';
import { WhatsappHint } from './WhatsappHint';
import { AdminOnly } from '../../ui/AdminOnly';
import { ContactVersions } from './ContactVersions';

/** Admin Settings: edits the stored contact record. */
function ContactSettingsScreen({ heading, intro }: z.output<typeof schema>) {
  const { record, form, setForm, errors, saved, save, checked, publishNow, set } = useContactDetailsForm();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    publishNow();
  };

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
          <ContactFieldGroups form={form} errors={errors} set={set} storedWhatsapp={record.data?.whatsapp ?? ''} />
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

/** The form's fields in their groups (company, phone and WhatsApp, address and hours), each with its hint or problem. */
function ContactFieldGroups({
  form,
  errors,
  set,
  storedWhatsapp,
}: {
  form: Form;
  errors: Record<string, string>;
  set: (name: ContactField) => (e: { target: { value: string } }) => void;
  storedWhatsapp: string;
}) {
  return (
    <>
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
                  hint={f.name === 'whatsapp' ? <WhatsappHint value={form.whatsapp} stored={storedWhatsapp} /> : f.hint}
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
    </>
  );
}

export function ContactSettings(props: z.output<typeof schema>) {
  return (
    <AdminOnly what="change the contact details">
      <ContactSettingsScreen {...props} />
    </AdminOnly>
  );
}
