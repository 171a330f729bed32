import { useState } from 'react';
import type { PageDocument } from '../../../contracts/pages';
import { pageTitle } from '../../../engine/head';
import type { PageShare } from '../../../engine/page';
import { shareImageCandidates } from '../../../engine/share';

/**
 * How many characters each place that shows a link keeps before it cuts.
 * Both cut by width rather than by count, so these are the usual figures
 * for ordinary text, chosen so that what fits here fits there:
 *
 * - Search results: Google cuts a title at about 600 pixels of its desktop
 *   font, which is about 60 characters, and a description at about 920
 *   pixels, about 155 characters (less on phones). Titles here end in
 *   "| company name", so the page's own part must be shorter still.
 * - WhatsApp: the link card in a chat shows the title in bold on at most two
 *   lines and the description on two lines below it. On a 390 px phone
 *   (the size most visitors here have) that is about 60 characters of title
 *   and 80 of description.
 */
export const PREVIEW_LIMITS = {
  search: { title: 60, description: 155 },
  whatsapp: { title: 60, description: 80 },
} as const;

/** The text a place shows, and the part it cuts (marked so staff see what goes). */
function Clipped({ text, limit }: { text: string; limit: number }) {
  if (text.length <= limit) return <>{text}</>;
  return (
    <>
      {text.slice(0, limit)}
      <span className="sharing-preview__cut" data-testid="cut">
        <span className="visually-hidden"> (cut from here: </span>
        {text.slice(limit)}
        <span className="visually-hidden">)</span>
      </span>
    </>
  );
}

interface Check {
  what: string;
  where: string;
  length: number;
  limit: number;
}

/** One line per text that is too long for a place, in words staff can act on. */
function tooLong(checks: Check[]) {
  return checks
    .filter((c) => c.length > c.limit)
    .map(
      (c) =>
        `${c.what} has ${c.length} characters; ${c.where} shows about ${c.limit}, so the last ${c.length - c.limit} are cut.`,
    );
}

/**
 * The Sharing preview of the page settings: the link as a WhatsApp chat and
 * a search result will show it, from the page's current draft, with the text
 * each will cut marked. What it shows is what the server puts in the page's
 * head (engine/head.ts): the share fields where set, else the SEO title and
 * description, and the chosen picture, else the page's first picture (a
 * video's poster frame counts) that has a file.
 */
export function SharingPreview({
  page,
  companyName,
  host,
}: {
  page: PageDocument;
  companyName: string;
  /** The site's address as people see it in links ("savannah.co.ke"). */
  host: string;
}) {
  const share = (page.meta.share ?? {}) as PageShare;
  const seoTitle = pageTitle(page, companyName);
  const shareTitle = share.title?.trim() || seoTitle;
  const shareDescription = share.description?.trim() || page.meta.description;
  const candidates = shareImageCandidates(page);
  // Like the server, the first picture that has a file: one that fails to load is passed over.
  const [missing, setMissing] = useState<string[]>([]);
  const picture = candidates.find((c) => !missing.includes(c));
  const address = `${host}${page.path === '/' ? '' : page.path}`;
  const problems = tooLong([
    {
      what: 'The title when shared',
      where: 'WhatsApp',
      length: shareTitle.length,
      limit: PREVIEW_LIMITS.whatsapp.title,
    },
    {
      what: 'The description when shared',
      where: 'WhatsApp',
      length: shareDescription.length,
      limit: PREVIEW_LIMITS.whatsapp.description,
    },
    {
      what: 'The SEO title (with the company name)',
      where: 'a search result',
      length: seoTitle.length,
      limit: PREVIEW_LIMITS.search.title,
    },
    {
      what: 'The SEO description',
      where: 'a search result',
      length: page.meta.description.length,
      limit: PREVIEW_LIMITS.search.description,
    },
  ]);
  return (
    <section className="sharing-preview" aria-labelledby="sharing-preview-title">
      <h3 id="sharing-preview-title" className="sharing-preview__heading">
        Sharing preview
      </h3>
      <p className="sharing-preview__lead">
        How a link to this page looks. Text shown <span className="sharing-preview__cut">like this</span> is cut off.
      </p>
      <div className="sharing-preview__places">
        <figure className="sharing-preview__place">
          <figcaption>In a WhatsApp chat</figcaption>
          <div className="sharing-preview__whatsapp" data-testid="whatsapp-card">
            {picture ? (
              <img
                className="sharing-preview__picture"
                src={picture}
                alt=""
                width={1200}
                height={630}
                onError={() => setMissing((m) => [...m, picture])}
              />
            ) : (
              <p className="sharing-preview__no-picture">
                {candidates.length
                  ? 'No picture on this page has a file yet (a video’s picture appears once it is processed), so the link shows none: choose one under Picture when shared.'
                  : 'No picture on this page, so the link shows none: choose one under Picture when shared.'}
              </p>
            )}
            <div className="sharing-preview__text">
              <strong className="sharing-preview__wa-title">
                <Clipped text={shareTitle} limit={PREVIEW_LIMITS.whatsapp.title} />
              </strong>
              <span className="sharing-preview__wa-description">
                <Clipped text={shareDescription} limit={PREVIEW_LIMITS.whatsapp.description} />
              </span>
              <span className="sharing-preview__host">{host}</span>
            </div>
          </div>
        </figure>
        <figure className="sharing-preview__place">
          <figcaption>In search results</figcaption>
          <div className="sharing-preview__search" data-testid="search-result">
            <span className="sharing-preview__address">{address}</span>
            <span className="sharing-preview__search-title">
              <Clipped text={seoTitle} limit={PREVIEW_LIMITS.search.title} />
            </span>
            <span className="sharing-preview__search-description">
              <Clipped text={page.meta.description} limit={PREVIEW_LIMITS.search.description} />
            </span>
          </div>
        </figure>
      </div>
      {problems.length > 0 ? (
        <ul className="sharing-preview__problems">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : (
        <p className="sharing-preview__fits">Everything fits.</p>
      )}
    </section>
  );
}
