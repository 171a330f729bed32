import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGE_LIMITS, type ContactMessageField } from '../../contracts/contact-message-options';
import { useSite } from '../../engine/context';
import { EMPTY, ORDER, type Errors, type Values } from './fields';
import type { ContactFormProps } from './schema';
import { sendContactMessage } from './send';
import { useToast } from './Toast';
import { loadValidator, type Validate } from './validator';

/**
 * The contact form's state and its send: what was typed, which fields to
 * show a problem at, the validator (the API's own zod/mini schema, loaded on
 * first focus), and the send with its toast. A failure keeps what the visitor
 * typed; a success empties the form.
 */
export function useContactForm(p: Pick<ContactFormProps, 'successTitle' | 'successText' | 'errorTitle' | 'errorText'>) {
  const { contact, contactForm: posted, query } = useSite();
  const formRef = useRef<HTMLFormElement>(null);
  // A form posted without script comes back drawn with what was typed and each problem at its field; a link
  // that asks about something (a project page's "Ask About This Project": ?message=) starts the message for them.
  const [values, setValues] = useState<Values>(() => ({
    ...EMPTY,
    message: (query?.message ?? '').slice(0, CONTACT_MESSAGE_LIMITS.message.max),
    ...posted?.values,
  }));
  const [touched, setTouched] = useState<Partial<Record<ContactMessageField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>(posted?.errors ?? {});
  const [sending, setSending] = useState(false);
  const [validate, setValidate] = useState<Validate | null>(null);
  const { toast, show, dismiss } = useToast();
  useAdoptTypedValues(formRef, setValues);

  const clientErrors: Errors = validate?.(values).errors ?? {};
  const warm = () => {
    if (!validate)
      loadValidator().then(
        (v) => setValidate(() => v),
        () => {},
      );
  };
  const errorOf = (f: ContactMessageField) => ((submitted || touched[f]) && clientErrors[f]) || serverErrors[f];
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
      const fallback = p.errorText.replaceAll('{email}', contact.email);
      show({ variant: 'destructive', title: p.errorTitle, description: result.message ?? fallback });
    }
  }

  return { formRef, values, sending, errorOf, set, blur, warm, onSubmit, toast, dismiss };
}

/**
 * What the visitor (or the browser's autofill) put in the fields before this
 * script woke: the page works without it, so the fields may hold words
 * React's state does not know, and its next render would empty them. Taken
 * in once, right after hydration.
 */
function useAdoptTypedValues(
  formRef: React.RefObject<HTMLFormElement | null>,
  setValues: (update: (prev: Values) => Values) => void,
) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Values> = {};
    for (const f of ORDER) {
      const field = form.elements.namedItem(f);
      if (field && 'value' in field && typeof field.value === 'string' && field.value !== '') typed[f] = field.value;
    }
    if (Object.keys(typed).length) setValues((prev) => ({ ...prev, ...typed }));
  }, [formRef, setValues]);
}
