import { type ReactNode, useState } from 'react';
import type { PageDetail } from '../../../contracts/pages';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { formatDay, type SiteTime, type SiteWallTime } from '../../data/site-time';
import { useSiteTime } from '../../data/use-site-time';

/** The server refuses a time less than a minute ahead or more than a year ahead: say so before asking it. */
const SOONEST_MS = 60_000;
const LATEST_MS = 365 * 86_400_000;

/** Tomorrow at nine on the site's clock: a likely choice to edit from. */
function tomorrowMorning({ siteWallTime }: SiteTime): SiteWallTime {
  return { date: siteWallTime(new Date(Date.now() + 86_400_000)).date, time: '09:00' };
}

/**
 * The time field takes the 24-hour clock as text: a type="time" input shows
 * AM/PM in a browser set to English (US), while the staff guide and the
 * schedule banner speak 24-hour. "9:05" and "09.05" are read as 09:05.
 */
const CLOCK = /^([01]?[0-9]|2[0-3])[:.]([0-5][0-9])$/;
/** The same rule for the input's pattern attribute, which the browser anchors itself. */
export const CLOCK_PATTERN = CLOCK.source.slice(1, -1);

/** A typed 24-hour time as HH:MM, or null when it is not one. */
export function readClock(typed: string): string | null {
  const m = CLOCK.exec(typed.trim());
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : null;
}

/** How to write a time the field could not read, with "2:30 PM" worked out for staff. */
function clockHelp(typed: string): string {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?m\.?$/i.exec(typed.trim());
  const hour = m ? Number(m[1]) : NaN;
  if (m && hour >= 1 && hour <= 12) {
    const h24 = (hour % 12) + (m[3]!.toLowerCase() === 'p' ? 12 : 0);
    return `Use the 24-hour clock: ${typed.trim()} is ${String(h24).padStart(2, '0')}:${m[2] ?? '00'}.`;
  }
  return 'Type the time on the 24-hour clock as hours and minutes, like 09:00 or 17:30.';
}

/** Why a typed time cannot be scheduled, or its ISO form. */
export function checkPublishAt(
  typed: SiteWallTime,
  { siteTimeToIso, place }: SiteTime,
  now = Date.now(),
): { iso: string } | { error: string } {
  if (!typed.date || !typed.time.trim()) return { error: 'Enter both a date and a time.' };
  const time = readClock(typed.time);
  if (!time) return { error: clockHelp(typed.time) };
  const iso = siteTimeToIso({ date: typed.date, time });
  if (!iso) return { error: 'That date does not exist: check the day and the month.' };
  if (Date.parse(iso) < now + SOONEST_MS)
    return { error: `That time has already passed in ${place}. Choose a later time, or publish now.` };
  if (Date.parse(iso) > now + LATEST_MS) return { error: 'Choose a time within a year from today.' };
  return { iso };
}

function WhatHappens({ detail }: { detail: PageDetail }) {
  if (!detail.published)
    return (
      <p>
        The page goes on the site for the first time: visitors find it at {detail.path}, and it joins the sitemap. This
        version is kept in History.
      </p>
    );
  return (
    <p>
      Visitors see this version at {detail.path}
      {detail.source === 'file' ? ', and on any other address that shows this page' : ''}. The version live now stays in
      History.
    </p>
  );
}

/** What publishing the page does, for the dialog's description. */
export const pageWhatHappens = (detail: PageDetail) => <WhatHappens detail={detail} />;

/**
 * "Publish …?": now, or at a date and time typed on the site's clock (its
 * time zone from Settings); the same for a page and for the navigation.
 */
export function PublishDialog({
  title,
  description,
  changes,
  warnings,
  busy,
  onPublish,
  onSchedule,
  onClose,
}: {
  /** "this page's title", "the navigation" */
  title: string;
  description: ReactNode;
  /** What publishing changes, field by field (the draft against what is live), folded until asked for. */
  changes?: ReactNode;
  /** What may be worth a second look before it goes live; it does not stop the publish. */
  warnings?: ReactNode;
  busy: boolean;
  onPublish: () => void;
  /** Resolves to null when scheduled, or the reason it was not. */
  onSchedule: (iso: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const clock = useSiteTime();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [typed, setTyped] = useState(() => tomorrowMorning(clock));
  const [error, setError] = useState('');

  async function confirm() {
    if (when === 'now') return onPublish();
    setError('');
    const checked = checkPublishAt(typed, clock);
    if ('error' in checked) return setError(checked.error);
    setError((await onSchedule(checked.iso)) ?? '');
  }

  return (
    <Dialog
      role="alertdialog"
      title={`Publish ${title}?`}
      description={description}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="admin-btn admin-btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="admin-btn admin-btn--primary" disabled={busy} onClick={() => void confirm()}>
            {when === 'now' ? (busy ? 'Publishing…' : 'Publish now') : busy ? 'Scheduling…' : 'Schedule'}
          </button>
        </>
      }
    >
      {warnings}
      {changes && (
        <details className="publish-changes">
          <summary>See what changes</summary>
          {changes}
        </details>
      )}
      <fieldset className="publish-when">
        <legend className="publish-when__legend">When</legend>
        <label className="publish-when__choice">
          <input type="radio" name="publish-when" checked={when === 'now'} onChange={() => setWhen('now')} /> Straight
          away
        </label>
        <label className="publish-when__choice">
          <input type="radio" name="publish-when" checked={when === 'later'} onChange={() => setWhen('later')} />{' '}
          Publish at… ({clock.place} time)
        </label>
        {when === 'later' && (
          <div className="publish-when__at">
            <Field
              label="Date"
              type="date"
              hint={formatDay(typed.date) || undefined}
              value={typed.date}
              onChange={(e) => setTyped((t) => ({ ...t, date: e.target.value }))}
            />
            <Field
              label={`Time (${clock.place})`}
              type="text"
              inputMode="numeric"
              pattern={CLOCK_PATTERN}
              placeholder="HH:MM"
              autoComplete="off"
              maxLength={8}
              hint="24-hour clock, like 17:30"
              value={typed.time}
              onChange={(e) => setTyped((t) => ({ ...t, time: e.target.value }))}
            />
            {error && (
              <p className="admin-field__error" role="alert">
                {error}
              </p>
            )}
            <p className="publish-when__note">
              The draft as it is at that time goes live, so changes you save before then go live with it.
            </p>
          </div>
        )}
      </fieldset>
    </Dialog>
  );
}
