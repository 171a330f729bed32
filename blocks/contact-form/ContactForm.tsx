import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_MESSAGE_LIMITS as LIMITS,
  SERVICE_INTEREST_OPTIONS,
  type ContactMessageField,
} from '../../contracts/contact-message-options';
import { useSite } from '../../engine/context';
import { ContactInfoPanel } from '../contact-info/ContactInfo';
import { sectionClass } from '../_shared/ui';
import type { ContactFormProps } from './schema';
import { contactFormAnchor } from './anchor';
import { sendContactMessage } from './send';
import { Toaster, useToast } from './Toast';
import { loadValidator, type Validate } from './validator';

type Values = Record<ContactMessageField, string>;

/** Where the browser posts the form itself when no script runs (api/contact/form-post.ts). */
const CONTACT_FORM_ACTION = '/api/contact/form';
type Errors = Partial<Record<ContactMessageField, string>>;

const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  company: '',
  serviceInterest: '',
  budgetRange: '',
  preferredContactMethod: '',
  projectTimeline: '',
  message: '',
};
const ORDER = Object.keys(EMPTY) as ContactMessageField[];
const REQUIRED = new Set<ContactMessageField>(['name', 'email', 'message']);

/**
 * 'Get In Touch': the contact facts beside a working 'Send Us a Message' form.
 * The API's own zod/mini schema validates here too (loaded on first focus),
 * with the seed's messages next to each field; a failure keeps what the visitor typed.
 */
export function ContactForm(p: ContactFormProps) {
  const { contact, path, query, contactForm: posted } = useSite();
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A form posted without script comes back drawn with what was typed and each problem at its field.
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...posted?.values }));
  const [touched, setTouched] = useState<Partial<Record<ContactMessageField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>(posted?.errors ?? {});
  // Sent without script: the server answered with this page and ?sent=1 (nothing the visitor typed is in the address).
  const sentWithoutScript = query?.sent === '1';
  const [sending, setSending] = useState(false);
  const [validate, setValidate] = useState<Validate | null>(null);
  const { toast, show, dismiss } = useToast();
  // What the visitor (or the browser's autofill) put in the fields before this script woke: the page works
  // without it, so the fields may hold words React's state does not know, and its next render would empty
  // them. Taken in once, right after hydration.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Values> = {};
    for (const f of ORDER) {
      const field = form.elements.namedItem(f);
      if (field && 'value' in field && typeof field.value === 'string' && field.value !== '') typed[f] = field.value;
    }
    if (Object.keys(typed).length) setValues((prev) => ({ ...prev, ...typed }));
  }, []);
  const withEmail = (s: string) => s.replaceAll('{email}', contact.email);

  const clientErrors: Errors = validate?.(values).errors ?? {};
  const warm = () => {
    if (!validate)
      loadValidator().then(
        (v) => setValidate(() => v),
        () => {},
      );
  };
  const errorOf = (f: ContactMessageField) => ((submitted || touched[f]) && clientErrors[f]) || serverErrors[f];
  const ids = (f: ContactMessageField) => ({ input: `${uid}-${f}`, error: `${uid}-${f}-error` });

  const set = (f: ContactMessageField, v: string) => {
    setValues((prev) => ({ ...prev, [f]: v }));
    if (serverErrors[f]) setServerErrors(({ [f]: _drop, ...rest }) => rest);
  };
  const blur = (f: ContactMessageField) => {
    if (values[f] !== '') setTouched((t) => ({ ...t, [f]: true }));
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setSending(true);
    const v = validate ?? (await loadValidator().catch(() => null));
    if (v && !validate) setValidate(() => v);
    // Without the validator (its chunk failed to load) the server's answer names each bad field.
    const checked = v
      ? v(values)
      : { data: Object.fromEntries(ORDER.map((f) => [f, values[f].trim() || null])), errors: null };
    if (!checked.data) {
      setSending(false);
      const first = ORDER.find((f) => checked.errors?.[f]);
      if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    // Two spam signals a person never notices: the hidden field (only a bot fills it) and how long the page has been open.
    const website = (formRef.current?.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '';
    const result = await sendContactMessage({ ...checked.data, website, elapsedMs: Math.round(performance.now()) });
    setSending(false);
    if (result.ok) {
      setValues(EMPTY);
      setTouched({});
      setSubmitted(false);
      setServerErrors({});
      show({ variant: 'default', title: p.successTitle, description: p.successText });
    } else {
      setServerErrors(result.fields);
      show({ variant: 'destructive', title: p.errorTitle, description: result.message ?? withEmail(p.errorText) });
    }
  }

  const field = (f: ContactMessageField, control: (a: Record<string, unknown>) => React.ReactNode, hint?: string) => {
    const error = errorOf(f);
    const id = ids(f);
    return (
      <div className={`contact-form__field contact-form__field--${f}`}>
        <label htmlFor={id.input} className="contact-form__label">
          {p.labels[f]}
          {REQUIRED.has(f) && (
            <span className="contact-form__req" aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
        {control({
          id: id.input,
          name: f,
          value: values[f],
          className: 'contact-form__control',
          required: REQUIRED.has(f) || undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? id.error : undefined,
          onChange: (e: { target: { value: string } }) => set(f, e.target.value),
          onBlur: () => blur(f),
        })}
        {hint && !error && <p className="contact-form__hint">{hint}</p>}
        {error && (
          <p id={id.error} className="contact-form__error">
            {error}
          </p>
        )}
      </div>
    );
  };
  const select = (f: ContactMessageField, options: readonly { value: string; label: string }[]) =>
    field(f, (a) => (
      <select {...a}>
        <option value="">Select an option</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    ));
  const asOptions = (list: string[]) => list.map((v) => ({ value: v, label: v }));
  const headingId = `${p.id}-heading`;

  return (
    <section id={p.id} className={`${sectionClass(p.tone)} contact-form-section`} aria-labelledby={headingId}>
      <div className="container">
        <header className="section__head">
          <h2 id={headingId}>{p.heading}</h2>
          {p.lead && <p className="section__lead">{p.lead}</p>}
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
            {p.cardIntro && <p className="contact-form__intro">{p.cardIntro}</p>}
            {sentWithoutScript && (
              <div className="contact-form__sent" role="status">
                <strong>{p.successTitle}</strong> {p.successText}
              </div>
            )}
            {posted?.notice && (
              <p className="contact-form__notice" role="alert">
                {posted.notice}
              </p>
            )}
            {/* Works without script too: the browser posts it to the server, which answers like a web page. */}
            <form
              ref={formRef}
              className="contact-form"
              method="post"
              // The fragment brings the visitor back to the form in the page the server answers with.
              action={`${CONTACT_FORM_ACTION}#${contactFormAnchor(p.id)}`}
              noValidate
              onSubmit={onSubmit}
              onFocus={warm}
              aria-labelledby={`${uid}-title`}
              aria-busy={sending}
            >
              <p className="contact-form__legend">
                Fields marked <span aria-hidden="true">*</span>
                <span className="visually-hidden">with an asterisk</span> are required.
              </p>
              <div className="contact-form__grid">
                {field('name', (a) => (
                  <input {...a} type="text" autoComplete="name" maxLength={LIMITS.name.max} />
                ))}
                {field('email', (a) => (
                  <input {...a} type="email" autoComplete="email" inputMode="email" maxLength={LIMITS.email.max} />
                ))}
                {field('phone', (a) => (
                  <input
                    {...a}
                    type="tel"
                    autoComplete="tel"
                    maxLength={LIMITS.phone.max}
                    placeholder="+254 7XX XXX XXX"
                  />
                ))}
                {field('company', (a) => (
                  <input {...a} type="text" autoComplete="organization" maxLength={LIMITS.company.max} />
                ))}
                {select('serviceInterest', SERVICE_INTEREST_OPTIONS)}
                {select('budgetRange', asOptions(p.budgetOptions))}
                {select('preferredContactMethod', asOptions(p.contactMethodOptions))}
                {select('projectTimeline', asOptions(p.timelineOptions))}
              </div>
              {field('message', (a) => (
                <textarea {...a} rows={6} maxLength={LIMITS.message.max} placeholder={p.messagePlaceholder} />
              ))}
              <input type="hidden" name="returnTo" value={path} />
              {/* Off screen, out of the tab order and hidden from screen readers: a field only a bot fills in. */}
              <div className="contact-form__hp" aria-hidden="true">
                <label>
                  Website
                  <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
                </label>
              </div>
              <button type="submit" className="btn btn--primary contact-form__submit" disabled={sending}>
                {sending ? p.sendingLabel : p.submitLabel}
              </button>
            </form>
            <p className="contact-form__note">
              {(() => {
                const [before, after] = p.emailNote.split('{email}');
                return (
                  <>
                    {before}
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                    {after}
                  </>
                );
              })()}
            </p>
          </div>
        </div>
      </div>
      <Toaster toast={toast} onDismiss={dismiss} />
    </section>
  );
}
