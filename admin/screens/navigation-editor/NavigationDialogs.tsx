import { useState } from 'react';
import type { NavigationDocument } from '../../../contracts/navigation';
import { SelectField } from '../../ui/Field';
import { PREVIEW_WIDTHS, PreviewDialog, PreviewFrame, useMadePreview, type PreviewWidth } from '../page-editor/Preview';
import { DocumentHistory } from '../../ui/DocumentHistory';
import {
  fetchNavigationPreview,
  fetchNavigationRevision,
  navigationComparer,
  useNavigationRevisions,
} from './navigation-api';
import type { SitePage } from './PageLinkField';

/**
 * The preview's "Header and footer only": the page's sections are taken out
 * but the header stays in the flow, so the footer follows it as it follows a
 * page (the site's header is fixed, and a footer with nothing above it slid
 * under it). The preview runs no script, so the menu that would open on a
 * click is opened here: on a desktop the dropdown chosen (its panel over the
 * empty page, which keeps the room for it), on a phone the menu with that
 * group unfolded. `open` counts the header's top items from 0.
 */
export function headerAndFooter(html: string, open: number | null): string {
  const nth = open === null ? null : open + 1;
  const css = [
    '.site-header{position:relative}',
    'main{padding-top:0;min-height:460px}',
    // !important: a section's own class (.island) would otherwise show it again.
    'main>*{display:none!important}',
    nth && `.site-header__menu>li:nth-child(${nth})>.site-header__panel{display:block}`,
    '@media (max-width:1179px){',
    '.site-header__mobile{display:block;position:static;inset:auto;max-height:none;box-shadow:none;overflow:visible}',
    nth && `.site-header__mlist>li:nth-child(${nth})>.site-header__msub{display:block}`,
    'main{min-height:0}}',
  ]
    .filter(Boolean)
    .join('');
  return html.replace('</head>', `<style>${css}</style></head>`);
}

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
  const dropdowns = p.doc.header.items.flatMap((item, index) =>
    item.submenus?.length ? [{ index, label: item.label }] : [],
  );
  const [opened, setOpened] = useState<number | null>(dropdowns[0]?.index ?? null);
  const { html, error } = useMadePreview(() => fetchNavigationPreview(p.doc, path), [p.doc, path]);
  return (
    <PreviewDialog
      title="Preview the navigation"
      description="The header and footer as they would look on the site. Nothing is published."
      error={error}
      onClose={p.onClose}
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
        {shellOnly && dropdowns.length > 0 && (
          <SelectField
            label="Menu opened"
            value={opened === null ? '' : String(opened)}
            onChange={(e) => setOpened(e.target.value === '' ? null : Number(e.target.value))}
          >
            {dropdowns.map((d) => (
              <option key={d.index} value={d.index}>
                {d.label}
              </option>
            ))}
            <option value="">None</option>
          </SelectField>
        )}
      </div>
      {html && (
        <PreviewFrame
          html={shellOnly ? headerAndFooter(html, opened) : html}
          width={width}
          title="Preview of the navigation"
        />
      )}
    </PreviewDialog>
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
      compare={{ hasDraft: p.hasDraft, comparer: navigationComparer }}
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
