import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { MAIL_STATUS_KEY } from '../../data/query';
import { useSiteTime } from '../../data/use-site-time';
import { notificationsApi } from '../../data/api-client';

/**
 * The dashboard's warning while inquiry e-mails are not reaching staff: mail
 * is off, nobody is set to receive it, or sending fails. Says nothing while
 * all is well.
 */
export function MailStatus() {
  const { formatDate } = useSiteTime();
  // Fetched each time the dashboard opens: an outage may have begun or ended meanwhile.
  const status = useQuery({
    queryKey: MAIL_STATUS_KEY,
    queryFn: notificationsApi.status,
    staleTime: 0,
  }).data;
  if (!status || status.state === 'ok') return null;
  const waiting = status.queued
    ? ` ${status.queued} ${status.queued === 1 ? 'inquiry is' : 'inquiries are'} waiting to be e-mailed.`
    : '';
  return (
    <div className="admin-alert admin-alert--warning admin-dashboard__mail" role="status">
      {status.state === 'off' ? (
        <p>
          <strong>E-mail notifications are off.</strong> The website has no mail server to send through, so nobody is
          e-mailed when a visitor sends the contact form: check <Link to="/admin/inquiries">Contact Inquiries</Link>{' '}
          regularly until whoever runs the website's server turns e-mail on.
        </p>
      ) : status.state === 'no-recipients' ? (
        <p>
          <strong>Nobody receives inquiry e-mails.</strong> No recipients are set in Settings, and the server has no
          default ones.
          {waiting} <Link to="/admin/settings">Add recipients in Settings</Link>
        </p>
      ) : (
        <p>
          <strong>Inquiry e-mails are failing.</strong>
          {waiting} They are retried on their own. Last error
          {status.lastFailureAt ? ` (${formatDate(status.lastFailureAt)})` : ''}: {status.lastError}{' '}
          <Link to="/admin/settings">Check the e-mail settings</Link>
        </p>
      )}
    </div>
  );
}
