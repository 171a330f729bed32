// First, as in the admin entry: the lazy chunk shares zod with it, and no schema may be built before this runs.
import '../../../../data/zod-without-eval';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { errorId, type FieldProps } from '@rjsf/utils';
import type { EditorState } from 'lexical';
import { useEffect, useRef } from 'react';
import { migrateRichText, type RichTextValue, richTextUrl } from '../../../../../contracts/rich-text';
import { $loadDocument, $readDocument, isEmptyDocument } from './lexical-document';
import { RichTextToolbar } from './RichTextToolbar';

/** The stored value's text, to tell the editor's own change from one made outside it (undo, a restored version). */
const stamp = (value: unknown) => JSON.stringify(value === undefined ? undefined : migrateRichText(value));

/**
 * Keeps the editor and the form's value in step: what staff type goes out as
 * the site's document (an empty optional field as nothing at all), and a value
 * changed from outside (the page editor's undo) is loaded back in. A page
 * file's plain string stays a string until staff change it.
 */
function ValueSync({ value, onValue }: { value: unknown; onValue: (v: RichTextValue | undefined) => void }) {
  const [editor] = useLexicalComposerContext();
  const last = useRef(stamp(value));
  useEffect(() => {
    const now = stamp(value);
    if (now === last.current) return;
    last.current = now;
    editor.update(() => $loadDocument(value as RichTextValue | undefined), { tag: 'history-merge' });
  }, [editor, value]);
  const changed = (state: EditorState) => {
    const doc = state.read($readDocument);
    const next = isEmptyDocument(doc) ? undefined : doc;
    const now = stamp(next);
    if (now === last.current) return;
    last.current = now;
    onValue(next);
  };
  return <OnChangePlugin onChange={changed} ignoreSelectionChange />;
}

const theme = {
  paragraph: 'rich-text-editor__p',
  list: { ul: 'rich-text-editor__ul', ol: 'rich-text-editor__ol', listitem: 'rich-text-editor__li' },
  link: 'rich-text-editor__link',
  text: { bold: 'rich-text-editor__bold', italic: 'rich-text-editor__italic' },
};

const validateUrl = (url: string) => richTextUrl.safeParse(url).success;

/**
 * The messages for parts of the document (a link's address, a list past its
 * size), which rjsf keeps below the field in its error schema and would show
 * nowhere: the field is one box to staff, so they are shown under it.
 */
function innerMessages(errorSchema: unknown, top = true): string[] {
  if (!errorSchema || typeof errorSchema !== 'object') return [];
  return Object.entries(errorSchema).flatMap(([key, v]) =>
    key === '__errors' ? (top ? [] : ((v as string[]) ?? [])) : innerMessages(v, false),
  );
}

/**
 * A rich-text field of the page editor (Lexical, admin only): bold, italic,
 * bulleted and numbered lists, and links to the site's pages or to outside
 * addresses. The public site never loads this code: its blocks render the
 * stored document on the server (blocks/_shared/RichText.tsx).
 */
export function RichTextField(props: FieldProps) {
  const { fieldPathId, formData, onChange, schema, required, rawErrors, errorSchema, registry } = props;
  const id = fieldPathId.$id;
  const labelId = `${id}__label`;
  // The form's context (BlockFields' FieldsContext) lists the site's pages for the link form.
  const routes = (registry.formContext as { routes?: string[] } | undefined)?.routes ?? [];
  const initialConfig = {
    namespace: id,
    nodes: [ListNode, ListItemNode, LinkNode],
    theme,
    onError: (error: Error) => {
      throw error;
    },
    editorState: () => $loadDocument(formData as RichTextValue | undefined),
  };
  const inner = [...new Set(innerMessages(errorSchema))];
  const invalid = !!rawErrors?.length || inner.length > 0;
  const innerId = `${id}__inner-errors`;
  const describedBy = [rawErrors?.length ? errorId(id) : '', inner.length ? innerId : ''].filter(Boolean).join(' ');
  return (
    <div className="rich-text-editor">
      <span id={labelId} className="control-label">
        {schema.title}
        {required && <span className="required">*</span>}
      </span>
      <LexicalComposer initialConfig={initialConfig}>
        <RichTextToolbar routes={routes} fieldId={id} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              className="rich-text-editor__input"
              ariaLabelledBy={labelId}
              ariaMultiline
              ariaInvalid={invalid || undefined}
              ariaDescribedBy={describedBy || undefined}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={validateUrl} />
        <ValueSync value={formData} onValue={(v) => onChange(v, fieldPathId.path)} />
      </LexicalComposer>
      {inner.length > 0 && (
        <div id={innerId} className="page-fields__errors">
          {inner.map((m) => (
            <p key={m} className="admin-field__error">
              {m}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
