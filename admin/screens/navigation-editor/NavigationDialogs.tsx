import { useEffect, useState } from 'react';
import type { NavigationDocument } from '../../../contracts/navigation';
import { errorText } from '../../data/api';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/Field';
import { PREVIEW_WIDTHS, PreviewFrame, type PreviewWidth } from '../page-editor/Preview';
import { DocumentHistory } from '../../ui/DocumentHistory';
import { fetchNavigationPreview, fetchNavigationRevision, useNavigationRevisions } from './navigation-api';
import type { SitePage } from './PageLinkField';

/** Any page of the site with the navigation on screen, at a desktop's or a phone's width. */
export function NavigationPreviewDialog(p: {
  doc: NavigationDocument;
  pages: readonly SitePage[];
  onClose: () => void;
}) {
  const [path, setPath] = useState('/');
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  // The page's own sections hidden: the header and the footer are seen together without scrolling past them.
  const [shellOnly, setShellOnly] = useState(true);
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    setError('');
    fetchNavigationPreview(p.doc, path).then(
      (h) => live && setHtml(h),
      (e) => live && setError(errorText(e, 'The preview could not be made. Try again.')),
    );
    return () => {
      live = false;
    };
  }, [p.doc, path]);
  return (
    <Dialog
      wide
      title="Preview the navigation"
      description="The header and footer as they would look on the site. Nothing is published."
      onClose={p.onClose}
      actions={
        <button type="button" className="admin-btn admin-btn--secondary" onClick={p.onClose} data-autofocus>
          Close
        </button>
      }
    >
      <div className="nav-preview__controls">
        <SelectField label="Show on the page" value={path} onChange={(e) => setPath(e.target.value)}>
          {p.pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.title} ({page.path})
            </option>
          ))}
        </SelectField>
        <fieldset className="nav-preview__widths">
          <legend>Width</legend>
          {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((w) => (
            <label key={w}>
              <input type="radio" name="nav-preview-width" checked={width === w} onChange={() => setWidth(w)} />{' '}
              {w === 'phone' ? 'Phone' : 'Desktop'}
            </label>
          ))}
        </fieldset>
        <label className="nav-preview__only">
          <input type="checkbox" checked={shellOnly} onChange={(e) => setShellOnly(e.target.checked)} /> Header and
          footer only
        </label>
      </div>
      {error && <p className="admin-alert admin-alert--error">{error}</p>}
      {html && (
        <PreviewFrame
          html={shellOnly ? html.replace('</head>', '<style>main{display:none}</style></head>') : html}
          width={width}
          title="Preview of the navigation"
        />
      )}
    </Dialog>
  );
}

/** Every published navigation, newest first: the document core's one History; any can become the draft again, as can the site's default. */
export function NavigationHistoryDialog(p: {
  busy: boolean;
  hasDraft: boolean;
  onRestore: (what: { version: number } | { source: 'defaults' }, words: string) => void;
  onClose: () => void;
}) {
  const revisions = useNavigationRevisions();
  return (
    <DocumentHistory
      title="Navigation history"
      description="Each time the navigation was published. Restoring one makes it the draft; publish it to put it live."
      subject="the navigation"
      revisions={revisions}
      busy={p.busy}
      render={async (version) => fetchNavigationPreview((await fetchNavigationRevision(version)).navigation, '/')}
      onRestore={(version, number) => p.onRestore({ version }, `Version ${number}`)}
      onClose={p.onClose}
      compare={{ hasDraft: p.hasDraft, url: (from, to) => `/api/admin/navigation/compare?from=${from}&to=${to}` }}
      bottom={
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--light"
          disabled={p.busy}
          onClick={() => p.onRestore({ source: 'defaults' }, "The site's default navigation")}
        >
          Start again from the site's default navigation
        </button>
      }
    />
  );
}
