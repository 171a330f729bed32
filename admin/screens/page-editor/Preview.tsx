import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { PageDocument } from '../../../contracts/pages';
import { errorText } from '../../data/api';
import { admin, call } from '../../data/api-client';
import { Dialog } from '../../ui/Dialog';
import { previewTarget, type PreviewTarget } from './preview-pick';

export const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;
/** A phone's screen is this tall at 390 px wide (a common current phone): the phone preview shows that much at once. */
export const PHONE_HEIGHT = 844;

/** Shows what a click in the live preview would open. */
const PICKABLE_STYLE = `<style>main :is(h1,h2,h3,h4,h5,h6,p,li,a,button,img,video,figcaption,blockquote,td,th,dt,dd):hover{outline:2px dashed #c2410c;outline-offset:2px;cursor:pointer}</style>`;

/**
 * The preview runs no script (see PreviewFrame), so the page's scripts and
 * their preloads are taken out rather than left for the browser to refuse
 * one by one in the console.
 */
export function withoutScripts(html: string, pickable = false): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of doc.querySelectorAll('script, link[rel="modulepreload"]')) el.remove();
  if (pickable) doc.head.insertAdjacentHTML('beforeend', PICKABLE_STYLE);
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}

/** The server's render of a page document (the same renderer as the public site), as HTML without its scripts. */
export const fetchPreview = async (page: PageDocument, pickable = false) =>
  withoutScripts(await call(admin.page.preview.$post({ json: { page } })), pickable);

/**
 * A page as the public site would render it, in an iframe at a phone's or a
 * desktop's width (scaled to fit the pane). The HTML goes in through srcdoc
 * and the frame is sandboxed without scripts: the preview shows the
 * server-rendered page (carousels on their first slide), and nothing in it
 * can act on the admin. With `onPick`, a click in it says what was clicked
 * (the admin listens on the frame's document; the frame itself runs nothing),
 * and its links do not navigate.
 */
export function PreviewFrame({
  html,
  width,
  title,
  onPick,
}: {
  html: string;
  width: PreviewWidth;
  title: string;
  onPick?: (target: PreviewTarget) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const px = PREVIEW_WIDTHS[width];
  const pick = useRef(onPick);
  pick.current = onPick;
  const phone = width === 'phone';

  function listen(frame: HTMLIFrameElement) {
    frame.contentDocument?.addEventListener('click', (e) => {
      // The frame's elements belong to its own window, so instanceof Element would be false: check the node type.
      const el = e.target as Node | null;
      if (!pick.current || el?.nodeType !== Node.ELEMENT_NODE) return;
      e.preventDefault();
      pick.current(previewTarget(el as Element));
    });
  }

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setScale(Math.min(1, el.clientWidth / px)));
    ro.observe(el);
    return () => ro.disconnect();
  }, [px]);

  return (
    <div
      ref={box}
      className={`preview-frame preview-frame--${width}`}
      // A phone shows 390 × 844 at once, scaled down with the frame where the pane is narrower.
      style={phone ? { height: Math.round(PHONE_HEIGHT * scale) + 2 } : undefined}
    >
      <iframe
        title={title}
        srcDoc={html}
        sandbox="allow-same-origin"
        style={{
          width: px,
          height: phone ? PHONE_HEIGHT : `${Math.round(100 / scale)}%`,
          transform: `scale(${scale})`,
        }}
        className="preview-frame__iframe"
        onLoad={(e) => listen(e.currentTarget)}
      />
    </div>
  );
}

/**
 * The live preview pane: rendered again a moment after each change while
 * open. A draft with issues cannot render; the pane says so.
 */
export function LivePreview({
  page,
  blocked,
  onClose,
  onPick,
}: {
  page: PageDocument;
  blocked: boolean;
  onClose: () => void;
  /** A click on a heading, text or picture in the preview: open its field. */
  onPick: (target: PreviewTarget) => void;
}) {
  // On a phone the phone width is what fits; elsewhere the desktop.
  const [width, setWidth] = useState<PreviewWidth>(() =>
    window.matchMedia?.('(max-width: 600px)').matches ? 'phone' : 'desktop',
  );
  const [html, setHtml] = useState('');
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (blocked) return;
    let live = true;
    const t = setTimeout(() => {
      setLoading(true);
      fetchPreview(page, true)
        .then((h) => live && (setHtml(h), setError('')))
        .catch((e) => live && setError(errorText(e, 'The preview could not be rendered. Try again in a moment.')))
        .finally(() => live && setLoading(false));
    }, 600);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [page, blocked]);

  return (
    <section className="live-preview" aria-labelledby="live-preview-title">
      <div className="live-preview__bar">
        <h2 id="live-preview-title" className="live-preview__title">
          Preview {loading && <span className="live-preview__loading">updating…</span>}
        </h2>
        <div className="live-preview__widths" role="group" aria-label="Preview width">
          {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((w) => (
            <button
              key={w}
              type="button"
              className={`admin-btn admin-btn--small ${width === w ? '' : 'admin-btn--secondary'}`}
              aria-pressed={width === w}
              onClick={() => setWidth(w)}
            >
              {w === 'phone' ? `Phone (${PREVIEW_WIDTHS.phone} px)` : `Desktop (${PREVIEW_WIDTHS.desktop} px)`}
            </button>
          ))}
        </div>
        <button type="button" className="admin-btn admin-btn--small admin-btn--secondary" onClick={onClose}>
          Close preview
        </button>
      </div>
      {blocked && (
        <p className="admin-alert admin-alert--info">
          Fix the issues listed above and the preview shows the page again.
        </p>
      )}
      {error && (
        <p className="admin-alert admin-alert--error" role="alert">
          {error}
        </p>
      )}
      {html && (
        <>
          <p className="live-preview__hint">Click a heading, text or picture to open its field.</p>
          <PreviewFrame
            html={html}
            width={width}
            title={`Preview of ${page.meta.title} at ${width} width`}
            onPick={onPick}
          />
        </>
      )}
    </section>
  );
}

/**
 * A preview made on the server for what the dialog shows now (`made`, called again whenever one of
 * `inputs` changes): its HTML once made, or why it could not be. An answer for inputs that changed
 * meanwhile is dropped, so a slow first answer never covers a later one.
 */
export function useMadePreview(made: () => Promise<string>, inputs: readonly unknown[]) {
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    setError('');
    made().then(
      (h) => live && setHtml(h),
      (e) => live && setError(errorText(e, 'The preview could not be made. Try again.')),
    );
    return () => {
      live = false;
    };
  }, inputs);
  return { html, error };
}

/**
 * The dialog a document's preview opens in (the navigation's, a project's): wide, closed with Close,
 * the preview's failure said above whatever the kind shows (its controls, its frame).
 */
export function PreviewDialog(p: {
  title: string;
  description: string;
  error: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      wide
      title={p.title}
      description={p.description}
      onClose={p.onClose}
      actions={
        <button type="button" className="admin-btn admin-btn--secondary" onClick={p.onClose} data-autofocus>
          Close
        </button>
      }
    >
      {p.error && <p className="admin-alert admin-alert--error">{p.error}</p>}
      {p.children}
    </Dialog>
  );
}
