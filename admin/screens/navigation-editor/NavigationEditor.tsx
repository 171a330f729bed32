import { useId } from 'react';
import type { z } from 'zod';
import type { NavigationDetail, NavigationDocument } from '../../../contracts/navigation';
import { SINGLE_KEY } from '../../../contracts/documents';
import { Field } from '../../ui/Field';
import { PageHead } from '../../ui/PageHead';
import { IssueList } from './IssueList';
import { LinkListEditor } from './LinkListEditor';
import { MenuList } from './MenuList';
import { DocumentBars, LoadedDocument, useDocumentDesk } from './DocumentDesk';

import { ComparisonOf } from '../../ui/DocumentCompare';
import { PublishOrConflict } from './PublishOrConflict';
import { NavigationHistoryDialog, NavigationPreviewDialog } from './NavigationDialogs';
import { navigationComparer, useNavigation } from './navigation-api';
import { PageLinkField, PageOptions } from './PageLinkField';
import type { schema } from './schema';
import { useNavigationEditor, type NavigationEditorState } from './useNavigationEditor';

/** The one navigation, as review calls name it. */
const NAVIGATION_DOC = { kind: 'navigation', key: SINGLE_KEY } as const;

/** The footer's link columns: their titles as the site shows them, and their fields. */
const FOOTER_COLUMNS = [
  ['Services', 'serviceLinks'],
  ['Company', 'companyLinks'],
] as const;

/** The header's menu and its button. */
function HeaderCard({
  ed,
  pages,
  listId,
}: {
  ed: NavigationEditorState;
  pages: NavigationDetail['pages'];
  listId: string;
}) {
  const { doc, change, issueAt, issues } = ed;
  const setHeader = (header: Partial<NavigationDocument['header']>, group?: string) =>
    change((d) => ({ ...d, header: { ...d.header, ...header } }), group);
  const ctx = {
    items: doc.header.items,
    pages,
    listId,
    issueAt,
    hasIssueUnder: (path: readonly (string | number)[]) =>
      issues.some((i) => i.path.length >= path.length && path.every((seg, n) => i.path[n] === seg)),
    edit: (
      edit: (items: NavigationDocument['header']['items']) => NavigationDocument['header']['items'],
      group?: string,
    ) => setHeader({ items: edit(doc.header.items) }, group),
  };
  return (
    <section className="admin-card" aria-labelledby="nav-header-title">
      <h2 id="nav-header-title" className="admin-card__title">
        Header menu
      </h2>
      <p className="admin-card__lead">
        The menu at the top of every page, in this order. An item with links under it opens as a dropdown (on phones, as
        a list that folds open). Open an item to change it.
      </p>
      <MenuList items={doc.header.items} parent={[]} ctx={ctx} name="the menu" addLabel="Add a menu item" />
      {issueAt(['header', 'items']) && <p className="admin-field__error">{issueAt(['header', 'items'])}</p>}
      <fieldset className="admin-fieldset">
        <legend>Button at the right of the menu</legend>
        <div className="admin-form__row">
          <Field
            label="Button label"
            value={doc.header.cta.label}
            onChange={(e) => setHeader({ cta: { ...doc.header.cta, label: e.target.value } }, 'cta.label')}
            error={issueAt(['header', 'cta', 'label'])}
          />
          <PageLinkField
            value={doc.header.cta.href}
            onChange={(href) => setHeader({ cta: { ...doc.header.cta, href } }, 'cta.href')}
            pages={pages}
            listId={listId}
            error={issueAt(['header', 'cta', 'href'])}
          />
        </div>
      </fieldset>
    </section>
  );
}

/** The footer's two link columns and its copyright year. */
function FooterCard({
  ed,
  pages,
  listId,
}: {
  ed: NavigationEditorState;
  pages: NavigationDetail['pages'];
  listId: string;
}) {
  const { doc, change, issueAt } = ed;
  const setFooter = (footer: Partial<NavigationDocument['footer']>, group?: string) =>
    change((d) => ({ ...d, footer: { ...d.footer, ...footer } }), group);
  const year = doc.footer.copyrightYear;
  return (
    <section className="admin-card" aria-labelledby="nav-footer-title">
      <h2 id="nav-footer-title" className="admin-card__title">
        Footer
      </h2>
      <p className="admin-card__lead">
        The links at the bottom of every page. The address, phone and e-mail beside them come from Settings.
      </p>
      {FOOTER_COLUMNS.map(([title, key]) => (
        <LinkListEditor
          key={key}
          title={title}
          links={doc.footer[key]}
          onChange={(links, group) => setFooter({ [key]: links }, group)}
          at={['footer', key]}
          issueAt={issueAt}
          pages={pages}
          listId={listId}
        />
      ))}
      <Field
        className="nav-editor__year"
        label="Copyright year"
        type="number"
        inputMode="numeric"
        value={Number.isFinite(year) ? String(year) : ''}
        onChange={(e) =>
          setFooter({ copyrightYear: e.target.value === '' ? Number.NaN : Number(e.target.value) }, 'year')
        }
        error={issueAt(['footer', 'copyrightYear'])}
        hint={`Shown as “© ${Number.isFinite(year) ? year : '…'} and the company name”.`}
      />
    </section>
  );
}

/** The editor once the navigation is loaded. */
function NavigationForm({ detail, autosaveMs }: { detail: NavigationDetail; autosaveMs?: number }) {
  const ed = useNavigationEditor(detail, autosaveMs);
  const { draft, doc, issues } = ed;
  const desk = useDocumentDesk(ed, NAVIGATION_DOC, 'The navigation');
  const { open, close } = desk;
  const listId = useId();
  return (
    <>
      <PageOptions id={listId} pages={detail.pages} />
      <DocumentBars
        ed={ed}
        desk={desk}
        detail={detail}
        isDefault={detail.isDefault}
        problems={issues.length}
        what="the navigation"
      />
      <IssueList doc={doc} issues={issues} />
      <HeaderCard ed={ed} pages={detail.pages} listId={listId} />
      <FooterCard ed={ed} pages={detail.pages} listId={listId} />
      {open === 'preview' && <NavigationPreviewDialog doc={doc} pages={detail.pages} onClose={close} />}
      {open === 'history' && <NavigationHistoryDialog {...desk.history} />}
      <PublishOrConflict
        desk={desk}
        editor={ed}
        title="the navigation"
        subject="the navigation"
        description={
          <p>
            Every page of the site shows the new header menu and footer then. The navigation live now stays in History.
          </p>
        }
        changes={
          draft.hasDraft && !draft.dirty ? (
            <ComparisonOf comparer={navigationComparer} from="live" to="draft" />
          ) : undefined
        }
      />
    </>
  );
}

/** /admin/navigation: the header menu and the footer, edited with draft, preview, publish and history. */
export function NavigationEditor({ heading, intro, autosaveMs }: z.output<typeof schema>) {
  return (
    <div className="nav-editor">
      <PageHead heading={heading} intro={intro} />
      <LoadedDocument query={useNavigation()} what="the navigation">
        {(detail) => <NavigationForm detail={detail} autosaveMs={autosaveMs} />}
      </LoadedDocument>
    </div>
  );
}
