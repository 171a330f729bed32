import { useSite } from '../../engine/context';
import type { ContactFormProps } from './schema';

/**
 * What the server said about a form sent without script: sent (it answered
 * this page with ?sent=1, and nothing the visitor typed is in the address),
 * or a notice for the whole form (each field's problem shows at the field).
 */
export function FormStatus(p: Pick<ContactFormProps, 'successTitle' | 'successText'>) {
  const { query, contactForm: posted } = useSite();
  return (
    <>
      {query?.sent === '1' && (
        <div className="contact-form__sent" role="status">
          <strong>{p.successTitle}</strong> {p.successText}
        </div>
      )}
      {posted?.notice && (
        <p className="contact-form__notice" role="alert">
          {posted.notice}
        </p>
      )}
    </>
  );
}

/** "Prefer e-mail? Write to {email}": the note under the form with the company's address as a link. */
export function EmailNote({ note, email }: { note: string; email: string }) {
  const [before, after] = note.split('{email}');
  return (
    <p className="contact-form__note">
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </p>
  );
}
