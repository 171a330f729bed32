import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import {
  MAX_RECIPIENTS,
  recipientsInput,
  type NotificationSettings as Settings,
  type TestMailResult,
} from '../../../contracts/notifications';
import { errorText, isUnauthorized } from '../../data/api';
import { TextAreaField } from '../../ui/Field';
import { MAIL_SETTINGS_KEY, MAIL_STATUS_KEY } from '../../data/query';
import { toast } from '../../data/toast-store';
import type { schema } from './schema';
import { AdminOnly } from '../../ui/AdminOnly';
import { notificationsApi } from '../../data/api-client';

/** Addresses typed one per line, or separated by commas, semicolons or spaces. */
const splitAddresses = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** What the save toast says: true to whether anything is sent at all. */
function recipientsSaved(data: Settings): string {
  if (!data.smtp.configured)
    return 'E-mail is off, so nobody is e-mailed yet: these addresses are used once whoever runs the server turns it on.';
  const to = data.recipients.length ? data.recipients : data.defaultRecipients;
  return to.length
    ? `Inquiries are e-mailed to ${to.join(', ')}.`
    : 'Nobody is e-mailed about inquiries: add an address.';
}

/**
 * Admin Settings for inquiry e-mails: how the server sends (from SMTP_URL,
 * read-only here), who receives them (NOTIFY_TO, or the addresses saved here
 * instead), and a test message that shows the SMTP server's answer.
 */
function NotificationSettingsScreen({ heading, intro }: z.output<typeof schema>) {
  const { settings, text, setText, error, result, save, test, submit } = useNotificationSettings();
  const s = settings.data;
  return (
    <section className="admin-card admin-notification-settings" aria-labelledby="admin-mail-heading">
      <h2 id="admin-mail-heading" className="admin-card__title">
        {heading}
      </h2>
      <p className="admin-card__lead">{intro}</p>
      {settings.isError ? (
        <div className="admin-alert admin-alert--error" role="alert">
          <p>{errorText(settings.error, 'Could not load the e-mail settings.')}</p>
        </div>
      ) : !s || text === null ? (
        <p className="admin-empty" role="status">
          Loading e-mail settings…
        </p>
      ) : (
        <>
          <MailServer settings={s} />
          <form className="admin-form admin-notification-settings__form" onSubmit={submit} noValidate>
            <TextAreaField
              label="Recipients"
              name="recipients"
              hint="One address per line. Leave empty to use the default recipients set with the server."
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={error}
              rows={3}
            />
            <div className="admin-form__actions">
              <button type="submit" className="admin-btn admin-btn--primary" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save recipients'}
              </button>
              <button
                type="button"
                className="admin-btn admin-btn--secondary"
                disabled={!s.smtp.configured || test.isPending}
                onClick={() => test.mutate()}
              >
                {test.isPending ? 'Sending…' : 'Send test e-mail'}
              </button>
            </div>
          </form>
          <p className="admin-notification-settings__now">
            Inquiries are e-mailed to:{' '}
            {s.effectiveRecipients.length ? s.effectiveRecipients.join(', ') : <strong>nobody</strong>}
          </p>
          <TestAnswer result={result} />
        </>
      )}
    </section>
  );
}

export function NotificationSettings(props: z.output<typeof schema>) {
  return (
    <AdminOnly what="change who is e-mailed about inquiries">
      <NotificationSettingsScreen {...props} />
    </AdminOnly>
  );
}

/** The e-mail settings, the recipients being typed, and saving them or sending a test message. */
function useNotificationSettings() {
  const qc = useQueryClient();
  const settings = useQuery({
    queryKey: MAIL_SETTINGS_KEY,
    queryFn: notificationsApi.settings,
  });
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<TestMailResult | null>(null);

  useEffect(() => {
    if (settings.data && text === null) setText(settings.data.recipients.join('\n'));
  }, [settings.data, text]);

  const save = useMutation({
    mutationFn: notificationsApi.saveRecipients,
    onSuccess: (data) => {
      qc.setQueryData(MAIL_SETTINGS_KEY, data);
      void qc.invalidateQueries({ queryKey: MAIL_STATUS_KEY });
      setText(data.recipients.join('\n'));
      toast({
        title: 'Recipients saved',
        description: recipientsSaved(data),
      });
    },
    onError: (e) => {
      if (!isUnauthorized(e))
        toast({
          title: 'Could not save the recipients',
          description: errorText(e, 'Please try again.'),
          variant: 'destructive',
        });
    },
  });

  const test = useMutation({
    mutationFn: notificationsApi.sendTest,
    onMutate: () => setResult(null),
    onSuccess: (r) => {
      setResult(r);
      void qc.invalidateQueries({ queryKey: MAIL_STATUS_KEY });
    },
    onError: (e) => {
      if (!isUnauthorized(e))
        toast({
          title: 'Could not send a test e-mail',
          description: errorText(e, 'Please try again.'),
          variant: 'destructive',
        });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const list = splitAddresses(text ?? '');
    const parsed = recipientsInput.safeParse({ recipients: list });
    if (!parsed.success) {
      const index = parsed.error.issues[0]?.path[1];
      setError(
        typeof index === 'number' ? `“${list[index]}” is not an e-mail address` : `At most ${MAX_RECIPIENTS} addresses`,
      );
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.recipients);
  };

  return { settings, text, setText, error, result, save, test, submit };
}

/** How the server sends (read-only here), or that e-mail is off. */
function MailServer({ settings: s }: { settings: Settings }) {
  return s.smtp.configured ? (
    <dl className="admin-notification-settings__facts">
      <div>
        <dt>Sent through</dt>
        <dd>{s.smtp.server}</dd>
      </div>
      <div>
        <dt>From</dt>
        <dd>{s.smtp.from}</dd>
      </div>
      <div>
        <dt>Default recipients (set with the server)</dt>
        <dd>
          {s.defaultRecipients.length ? (
            s.defaultRecipients.join(', ')
          ) : (
            <span className="admin-notification-settings__none">not set</span>
          )}
        </dd>
      </div>
    </dl>
  ) : (
    <div className="admin-alert admin-alert--warning">
      <p>
        <strong>E-mail is off:</strong> the website has no mail server to send through, so nobody is e-mailed about
        inquiries. Whoever runs the website's server (your web developer or host) can turn it on; recipients saved here
        are used from then on. Until then, check Contact Inquiries regularly.
      </p>
    </div>
  );
}

/** The SMTP server's answer to the test message. */
function TestAnswer({ result }: { result: TestMailResult | null }) {
  return (
    <div role="status" className="admin-notification-settings__result">
      {result && (
        <div className={`admin-alert ${result.ok ? 'admin-alert--success' : 'admin-alert--error'}`}>
          <p>
            {result.ok
              ? `Test e-mail accepted for ${result.to.join(', ')}. The SMTP server answered:`
              : `The test e-mail was not sent. The SMTP server answered:`}
          </p>
          <pre className="admin-notification-settings__answer">{result.response}</pre>
        </div>
      )}
    </div>
  );
}
