import { RichText } from '../_shared/RichText';
import { useId } from 'react';
import {
  CONTACT_MESSAGE_LIMITS as LIMITS,
  SERVICE_INTEREST_OPTIONS,
  type ContactMessageField,
} from '../../contracts/contact-message-options';
import { useSite } from '../../engine/context';
import { ContactInfoPanel } from '../contact-info/ContactInfo';
import { sectionClass } from '../_shared/ui';
import { contactFormAnchor } from './anchor';
import { ContactField, ContactSelect, type FieldBinding } from './ContactField';
import { EmailNote, FormStatus } from './FormStatus';
import type { ContactFormProps } from './schema';
import { Toaster } from './Toast';
import { useContactForm } from './useContactForm';

/** Where the browser posts the form itself when no script runs (api/contact/form-post.ts). */
const CONTACT_FORM_ACTION = '/api/contact/form';

const asOptions = (list: string[]) => list.map((v) => ({ value: v, label: v }));

/**
 * 'Get In Touch': the contact facts beside a working 'Send Us a Message' form.
 * Divided as the page editor is: the state and the send in useContactForm,
 * one field in ContactField, what a no-script send came back with in
 * FormStatus; this file lays them out.
 */
export function ContactForm(p: ContactFormProps) {
  const { contact, path } = useSite();
  const uid = useId();
  const form = useContactForm(p);
  const bind = (name: ContactMessageField): FieldBinding => ({
    name,
    label: p.labels[name],
    value: form.values[name],
    error: form.errorOf(name),
    idBase: uid,
    onChange: (v) => form.set(name, v),
    onBlur: () => form.blur(name),
  });
  const headingId = `${p.id}-heading`;

  return (
    <section id={p.id} className={`${sectionClass(p.tone)} contact-form-section`} aria-labelledby={headingId}>
      <div className="container">
        <header className="section__head">
          <h2 id={headingId}>{p.heading}</h2>
          <RichText value={p.lead} className="section__lead" />
        </header>
        <div className={`contact-form__layout${p.info ? ' contact-form__layout--split' : ''}`}>
          {p.info && (
            <div className="contact-form__info">
              <ContactInfoPanel labels={p.info} headingLevel="h3" />
            </div>
          )}
          <div className="contact-form__card" id={contactFormAnchor(p.id)}>
            <h3 id={`${uid}-title`} className="contact-form__title">
              {p.cardTitle}
            </h3>
            <RichText value={p.cardIntro} className="contact-form__intro" />
            <FormStatus successTitle={p.successTitle} successText={p.successText} />
            {/* Works without script too: the browser posts it to the server, which answers like a web page. */}
            <form
              ref={form.formRef}
              className="contact-form"
              method="post"
              // The fragment brings the visitor back to the form in the page the server answers with.
              action={`${CONTACT_FORM_ACTION}#${contactFormAnchor(p.id)}`}
              noValidate
              onSubmit={form.onSubmit}
              onFocus={form.warm}
              aria-labelledby={`${uid}-title`}
              aria-busy={form.sending}
            >
              <p className="contact-form__legend">
                Fields marked <span aria-hidden="true">*</span>
                <span className="visually-hidden">with an asterisk</span> are required.
              </p>
              <div className="contact-form__grid">
                <ContactField
                  field={bind('name')}
                  control={(a) => <input {...a} type="text" autoComplete="name" maxLength={LIMITS.name.max} />}
                />
                <ContactField
                  field={bind('email')}
                  control={(a) => (
                    <input {...a} type="email" autoComplete="email" inputMode="email" maxLength={LIMITS.email.max} />
                  )}
                />
                <ContactField
                  field={bind('phone')}
                  control={(a) => (
                    <input
                      {...a}
                      type="tel"
                      autoComplete="tel"
                      maxLength={LIMITS.phone.max}
                      placeholder="+254 7XX XXX XXX"
                    />
                  )}
                />
                <ContactField
                  field={bind('company')}
                  control={(a) => (
                    <input {...a} type="text" autoComplete="organization" maxLength={LIMITS.company.max} />
                  )}
                />
                <ContactSelect field={bind('serviceInterest')} options={SERVICE_INTEREST_OPTIONS} />
                <ContactSelect field={bind('budgetRange')} options={asOptions(p.budgetOptions)} />
                <ContactSelect field={bind('preferredContactMethod')} options={asOptions(p.contactMethodOptions)} />
                <ContactSelect field={bind('projectTimeline')} options={asOptions(p.timelineOptions)} />
              </div>
              <ContactField
                field={bind('message')}
                control={(a) => (
                  <textarea {...a} rows={6} maxLength={LIMITS.message.max} placeholder={p.messagePlaceholder} />
                )}
              />
              <input type="hidden" name="returnTo" value={path} />
              {/* Off screen, out of the tab order and hidden from screen readers: a field only a bot fills in. */}
              <div className="contact-form__hp" aria-hidden="true">
                <label>
                  Website
                  <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
                </label>
              </div>
              <button type="submit" className="btn btn--primary contact-form__submit" disabled={form.sending}>
                {form.sending ? p.sendingLabel : p.submitLabel}
              </button>
            </form>
            <EmailNote note={p.emailNote} email={contact.email} />
          </div>
        </div>
      </div>
      <Toaster toast={form.toast} onDismiss={form.dismiss} />
    </section>
  );
}
