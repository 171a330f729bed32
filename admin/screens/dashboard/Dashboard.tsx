import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { DashboardSummary } from '../../../contracts/dashboard';
import type { PageListAnswer, PageListItem } from '../../../contracts/pages';
import { Icon } from '../../../blocks/_shared/icons';
import { PAGES_KEY } from '../../data/pages';
import { useMe } from '../../data/query';
import { MailStatus } from './MailStatus';
import { EDITOR_INTRO, type DashboardCount, type schema } from './schema';
import { ADMIN_ONLY_PATHS, isAdminRole } from '../../ui/AdminOnly';
import { countOf } from '../../data/words';
// `admin` here is the signed-in admin; the routes go by another name.
import { admin as adminRoutes, call, dashboardApi } from '../../data/api-client';

export const SUMMARY_KEY = [adminRoutes.summary.$path()] as const;
const fmt = (n: number) => n.toLocaleString('en-US');

function countText(count: DashboardCount, s: DashboardSummary, pages: PageListItem[] | undefined): string | null {
  if (count === 'new-inquiries') return `${fmt(s.inquiries.new)} new`;
  if (count === 'media-stored') return `${fmt(s.media.stored)} of ${fmt(s.media.total)} stored`;
  // A server from before the library count answers without it: no count rather than "undefined files".
  if (count === 'library-files') return s.library ? countOf(s.library.files, 'file') : null;
  if (count === 'reviews-waiting') return reviewsText(s);
  if (!pages) return null;
  const drafts = pages.filter((p) => p.hasDraft).length;
  return drafts ? `${countOf(drafts, 'draft')} waiting` : countOf(pages.length, 'page');
}

/** "2 waiting · 1 sent back"; none from a server that predates review. */
function reviewsText({ reviews }: DashboardSummary): string | null {
  if (!reviews) return null;
  const waiting = `${fmt(reviews.waiting)} waiting`;
  return reviews.sentBack ? `${waiting} · ${fmt(reviews.sentBack)} sent back` : waiting;
}

/** The review card only while review is on or something of it is left: otherwise it would say nothing. */
const shown = (c: { count?: DashboardCount }, s: DashboardSummary | undefined) =>
  c.count !== 'reviews-waiting' || !!(s?.reviews && (s.reviews.required || s.reviews.waiting || s.reviews.sentBack));

/** Said while most slots still show their placeholder, so staff know where the site needs work. */
function PlaceholderNotice({ media }: DashboardSummary) {
  if (media.total === 0 || media.stored * 2 >= media.total) return null;
  return (
    <div className="admin-alert admin-alert--info admin-dashboard__notice" role="status">
      <p>
        <strong>Most of the public site still shows placeholder images.</strong> {fmt(media.total - media.stored)} of{' '}
        {fmt(media.total)} media slots have no file yet.{' '}
        <Link to="/admin/upload-manager">Upload media in the upload manager</Link>
      </p>
    </div>
  );
}

/** Said while the server lacks ffmpeg: videos still upload, but stay as they came (no web-ready copy, no poster). */
function VideoToolsNotice({ videos }: DashboardSummary) {
  if (!videos?.missing.length) return null;
  return (
    <div className="admin-alert admin-alert--info admin-dashboard__notice" role="status">
      <p>
        <strong>Videos are stored as uploaded,</strong> without a web-ready copy or a poster: the server is missing{' '}
        {videos.missing.join(' and ')}.
      </p>
    </div>
  );
}

/**
 * Said while a published page no longer passes this release's block schemas: the site shows its page file (or a
 * 404, for a page made in the admin) instead, and staff should know which words are missing and where.
 */
function OffSiteNotice({ offSite }: DashboardSummary) {
  if (!offSite?.length) return null;
  return (
    <div className="admin-alert admin-alert--warning admin-dashboard__notice" role="alert">
      <p>
        <strong>Some published content is not on the site.</strong> This release no longer accepts it, so visitors see
        the page file (or a 404 for a page made here) instead. Open the page, fix the fields named, and publish it
        again; tell your developer too.
      </p>
      <ul className="admin-dashboard__off-site">
        {offSite.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Where the static copy of the public site stands, the one visitors are served from (even with the server down):
 * up to date, or how many published changes it does not show yet and for how long, and why, so staff know
 * whether a publish has reached visitors.
 */
function MirrorStatus({ mirror }: DashboardSummary) {
  if (!mirror) return null;
  if (!mirror.behind && !mirror.lastError)
    return (
      <p className="admin-dashboard__mirror" role="status">
        Visitors see every published change.
      </p>
    );
  const waiting = mirror.behind
    ? `${countOf(mirror.behind, 'published change')} ${mirror.behind === 1 ? 'is' : 'are'} not shown to visitors yet${
        mirror.behindSeconds >= 5 ? ` (waiting ${fmt(mirror.behindSeconds)} s)` : ''
      }.`
    : 'Visitors see every published change.';
  return (
    <div
      className={`admin-alert admin-alert--${mirror.lastError ? 'warning' : 'info'} admin-dashboard__notice`}
      role={mirror.lastError ? 'alert' : 'status'}
    >
      <p>
        <strong>{waiting}</strong>
        {mirror.lastError && (
          <>
            {' '}
            Copying the site for visitors last failed: <code>{mirror.lastError}</code>. It is tried again on its own;
            tell your developer if this stays.
          </>
        )}
      </p>
    </div>
  );
}

/** /admin/dashboard: welcome, the admin's details and status, and the section cards with what waits in each. */
export function Dashboard({
  intro,
  editorIntro = EDITOR_INTRO,
  cards,
}: Omit<z.output<typeof schema>, 'editorIntro'> & { editorIntro?: string }) {
  const admin = useMe().data?.admin;
  // Counts change while staff work elsewhere: fetched again each time the dashboard opens.
  const summary = useQuery({
    queryKey: SUMMARY_KEY,
    queryFn: dashboardApi.summary,
    staleTime: 0,
    enabled: !!admin,
  }).data;
  // The page list is small (one row per page): counting its drafts here costs one request.
  const pages = useQuery({
    queryKey: [...PAGES_KEY, ''],
    queryFn: (): Promise<PageListAnswer> => call(adminRoutes.pages.$get({ query: {} })),
    staleTime: 0,
    enabled: !!admin && cards.some((c) => c.count === 'page-drafts'),
  }).data?.items;
  if (!admin) return null;
  return (
    <div className="admin-dashboard">
      <div className="admin-page-head">
        <div>
          <h1>Welcome, {admin.username}</h1>
          <p>{isAdminRole(admin.role) ? intro : editorIntro}</p>
        </div>
      </div>
      {summary && <OffSiteNotice {...summary} />}
      {summary && <MirrorStatus {...summary} />}
      {summary && <PlaceholderNotice {...summary} />}
      {summary && <VideoToolsNotice {...summary} />}
      <MailStatus />
      <section className="admin-card admin-dashboard__account" aria-labelledby="admin-dashboard-account">
        <h2 id="admin-dashboard-account" className="admin-card__title">
          Your account
        </h2>
        <dl className="admin-dashboard__details">
          <div>
            <dt>Username</dt>
            <dd>{admin.username}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd className="admin-dashboard__role">{admin.role}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{admin.email ?? <span className="admin-dashboard__muted">Not set</span>}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className="admin-badge admin-badge--done">Active</span> Signed in
            </dd>
          </div>
        </dl>
      </section>
      <ul className="admin-dashboard__cards">
        {cards
          .filter((c) => (isAdminRole(admin.role) || !ADMIN_ONLY_PATHS.includes(c.href)) && shown(c, summary))
          .map((c) => (
            <li key={c.href} className="admin-card admin-dashboard__card">
              <div className="admin-dashboard__card-head">
                <span className="admin-dashboard__icon" aria-hidden="true">
                  <Icon name={c.icon} size={26} />
                </span>
                {c.count && summary && countText(c.count, summary, pages) && (
                  <span className={`admin-dashboard__count admin-dashboard__count--${c.count}`}>
                    {countText(c.count, summary, pages)}
                  </span>
                )}
              </div>
              <h2 className="admin-card__title">{c.title}</h2>
              <p className="admin-dashboard__desc">{c.description}</p>
              <Link to={c.href} className="admin-btn admin-btn--primary admin-dashboard__action">
                {c.action}
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
