import { useEffect, useRef, useState } from 'react';
import type { PageDocument } from '../../../contracts/pages';
import { apiRequest, errorText } from '../_shared/api';

export const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/**
 * The preview runs no script (see PreviewFrame), so the page's scripts and
 * their preloads are taken out rather than left for the browser to refuse
 * one by one in the console.
 */
export function withoutScripts(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of doc.querySelectorAll('script, link[rel="modulepreload"]')) el.remove();
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}

/** The server's render of a page document (the same renderer as the public site), as HTML without its scripts. */
export const fetchPreview = async (page: PageDocument) =>
  withoutScripts(await apiRequest<string>('POST', '/api/admin/page/preview', { page }));

/**
 * A page as the public site would render it, in an iframe at a phone's or a
 * desktop's width (scaled to fit the pane). The HTML goes in through srcdoc
 * and the frame is sandboxed without scripts: the preview shows the
 * server-rendered page (carousels on their first slide), and nothing in it
 * can act on the admin.
 */
export function PreviewFrame({ html, width, title }: { html: string; width: PreviewWidth; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const px = PREVIEW_WIDTHS[width];

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setScale(Math.min(1, el.clientWidth / px)));
    ro.observe(el);
    return () => ro.disconnect();
  }, [px]);

  return (
    <div ref={box} className={`preview-frame preview-frame--${width}`}>
      <iframe
        title={title}
        srcDoc={html}
        sandbox="allow-same-origin"
        style={{ width: px, height: `${Math.round(100 / scale)}%`, transform: `scale(${scale})` }}
        className="preview-frame__iframe"
      />
    </div>
  );
}

/**
 * The live preview pane: rendered again a moment after each change while
 * open. A draft with issues cannot render; the pane says so.
 */
export function LivePreview({ page, blocked, onClose }: { page: PageDocument; blocked: boolean; onClose: () => void }) {
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
      fetchPreview(page)
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
      {html && <PreviewFrame html={html} width={width} title={`Preview of ${page.meta.title} at ${width} width`} />}
    </section>
  );
}
