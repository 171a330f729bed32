import { $isLinkNode, $toggleLink } from '@lexical/link';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  $createRangeSelectionFromDom,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  COMMAND_PRIORITY_HIGH,
  FORMAT_TEXT_COMMAND,
  INSERT_LINE_BREAK_COMMAND,
  INSERT_PARAGRAPH_COMMAND,
  type LexicalNode,
} from 'lexical';
import { useEffect, useRef, useState } from 'react';
import { LinkForm } from './LinkForm';

/** What the caret sits in, for the buttons' pressed state and the link form's starting address. */
interface SelectionState {
  bold: boolean;
  italic: boolean;
  list: 'bullet' | 'number' | null;
  link: string | null;
}

const NOTHING: SelectionState = { bold: false, italic: false, list: null, link: null };

function $ancestor<T extends LexicalNode>(node: LexicalNode, is: (n: LexicalNode) => n is T): T | null {
  for (let n: LexicalNode | null = node; n; n = n.getParent()) if (is(n)) return n;
  return null;
}

function $selectionState(): SelectionState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NOTHING;
  const node = selection.anchor.getNode();
  const list = $ancestor(node, $isListNode);
  const link = $ancestor(node, $isLinkNode);
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    list: list ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
    link: link ? link.getURL() : null,
  };
}

/**
 * The rich-text field's buttons: Bold and Italic (also Ctrl+B, Ctrl+I),
 * bulleted and numbered list, and Link. Each says whether it is on where the
 * caret is (aria-pressed). A toolbar of one row: arrow keys are not needed
 * for five buttons, Tab reaches each.
 */
export function RichTextToolbar({ routes, fieldId }: { routes: string[]; fieldId: string }) {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<SelectionState>(NOTHING);
  const [linking, setLinking] = useState(false);
  // The selection the link is for: typing the address moves the focus out of the text, and Lexical's selection with it.
  const saved = useRef<BaseSelection | null>(null);

  useEffect(
    () => editor.registerUpdateListener(({ editorState }) => setState(editorState.read($selectionState))),
    [editor],
  );
  // The stored document has paragraphs, not line breaks inside one: Shift+Enter starts a paragraph, as Enter does.
  useEffect(
    () =>
      editor.registerCommand(
        INSERT_LINE_BREAK_COMMAND,
        () => editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined),
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );

  const list = (type: 'bullet' | 'number') =>
    editor.dispatchCommand(
      state.list === type
        ? REMOVE_LIST_COMMAND
        : type === 'bullet'
          ? INSERT_UNORDERED_LIST_COMMAND
          : INSERT_ORDERED_LIST_COMMAND,
      undefined,
    );

  const openLink = () => {
    // The words the person sees selected: Lexical learns of a selection change a moment after the browser does,
    // so a quick Shift+Arrow then Link could otherwise link nothing (its last selection was still the caret).
    // editor.read, not the state's: reading the page's selection needs the editor active.
    saved.current = editor.read(
      () => $createRangeSelectionFromDom(window.getSelection(), editor) ?? $getSelection()?.clone() ?? null,
    );
    setLinking(true);
  };

  const applyLink = (url: string | null) => {
    editor.update(() => {
      if (saved.current) $setSelection(saved.current.clone());
      $toggleLink(url);
    });
    setLinking(false);
    editor.focus();
  };

  const button = (label: string, pressed: boolean, act: () => void) => (
    <button
      type="button"
      className="rich-text-editor__button"
      aria-pressed={pressed}
      // Keeps the text's selection: a mousedown on a button would otherwise take the focus, and the selection, away.
      onMouseDown={(e) => e.preventDefault()}
      onClick={act}
    >
      {label}
    </button>
  );

  return (
    <>
      <div className="rich-text-editor__toolbar" role="group" aria-label="Formatting">
        {button('Bold', state.bold, () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold'))}
        {button('Italic', state.italic, () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic'))}
        {button('• List', state.list === 'bullet', () => list('bullet'))}
        {button('1. List', state.list === 'number', () => list('number'))}
        {button('Link', state.link !== null, openLink)}
      </div>
      {linking && (
        <LinkForm
          fieldId={fieldId}
          routes={routes}
          initial={state.link ?? ''}
          onApply={applyLink}
          onCancel={() => {
            setLinking(false);
            editor.focus();
          }}
        />
      )}
    </>
  );
}
