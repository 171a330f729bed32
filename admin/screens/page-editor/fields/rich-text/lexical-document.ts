import { $createLinkNode, $isLinkNode } from '@lexical/link';
import { $createListItemNode, $createListNode, $isListItemNode, $isListNode } from '@lexical/list';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isElementNode,
  $isLineBreakNode,
  $isTextNode,
  type ElementNode,
  type LexicalNode,
  type TextNode,
} from 'lexical';
import {
  migrateRichText,
  type RichTextBlock,
  type RichTextDocument,
  type RichTextInline,
  type RichTextRun,
  type RichTextValue,
  richTextUrl,
} from '../../../../../contracts/rich-text';

/*
 * The boundary between Lexical's editor state and the document the site
 * stores (contracts/rich-text.ts). Only this file knows Lexical's nodes: the
 * page, the API and the public renderer see our own small tree. Both
 * directions run inside an editor's read or update (the `$` functions).
 */

function $textNode(run: RichTextRun): TextNode {
  const node = $createTextNode(run.text);
  if (run.bold) node.toggleFormat('bold');
  if (run.italic) node.toggleFormat('italic');
  return node;
}

function $appendInlines(parent: ElementNode, runs: readonly RichTextInline[]) {
  for (const r of runs) {
    if (r.type === 'text') parent.append($textNode(r));
    else parent.append($createLinkNode(r.url).append(...r.children.map($textNode)));
  }
}

function $blockNode(block: RichTextBlock): ElementNode {
  if (block.type === 'paragraph') {
    const p = $createParagraphNode();
    $appendInlines(p, block.children);
    return p;
  }
  const list = $createListNode(block.listType);
  for (const item of block.children) {
    const li = $createListItemNode();
    $appendInlines(li, item.children);
    list.append(li);
  }
  return list;
}

/** Puts a stored value (a page file's plain string, or a document) into the editor, replacing what it holds. */
export function $loadDocument(value: RichTextValue | undefined): void {
  const root = $getRoot();
  root.clear();
  const doc = migrateRichText(value ?? '') as RichTextDocument;
  for (const block of doc.children) root.append($blockNode(block));
}

function $run(node: TextNode): RichTextRun | null {
  const text = node.getTextContent();
  if (!text) return null;
  return {
    type: 'text',
    text,
    ...(node.hasFormat('bold') ? { bold: true as const } : {}),
    ...(node.hasFormat('italic') ? { italic: true as const } : {}),
  };
}

const isSafeUrl = (url: string) => richTextUrl.safeParse(url).success;

/**
 * The runs of a paragraph or list item. A line break (pasted in; Shift+Enter
 * makes a paragraph) becomes a space: a description's lines are its paragraphs. A link whose address the
 * site would refuse (one pasted in from elsewhere, `javascript:` made
 * `about:blank` by Lexical) keeps its words and loses the link.
 */
function $inlines(parent: ElementNode): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const child of parent.getChildren()) {
    if ($isLinkNode(child)) {
      const runs = child.getChildren().flatMap((c) => ($isTextNode(c) ? ($run(c) ?? []) : []));
      if (!runs.length) continue;
      if (isSafeUrl(child.getURL())) out.push({ type: 'link', url: child.getURL(), children: runs });
      else out.push(...runs);
    } else if ($isTextNode(child)) {
      const run = $run(child);
      if (run) out.push(run);
    } else if ($isLineBreakNode(child)) out.push({ type: 'text', text: ' ' });
    // A list inside a list item (pasted in): its words join the item; the site has one level of lists.
    else if ($isElementNode(child)) out.push(...$inlines(child));
  }
  return out;
}

function $block(node: LexicalNode): RichTextBlock | null {
  if ($isListNode(node)) {
    const items = node.getChildren().filter($isListItemNode);
    if (!items.length) return null;
    return {
      type: 'list',
      listType: node.getListType() === 'number' ? 'number' : 'bullet',
      children: items.map((li) => ({ type: 'listitem', children: $inlines(li) })),
    };
  }
  // Paragraphs, and anything else pasted in (a heading, a quote), are paragraphs of their words.
  if ($isElementNode(node)) return { type: 'paragraph', children: $inlines(node) };
  return null;
}

/** The editor's content as the document the site stores. Empty content is one empty paragraph. */
export function $readDocument(): RichTextDocument {
  const blocks = $getRoot()
    .getChildren()
    .flatMap((n) => $block(n) ?? []);
  return { type: 'root', children: blocks.length ? blocks : [{ type: 'paragraph', children: [] }] };
}

/** Does a document say nothing at all (only empty paragraphs)? */
export const isEmptyDocument = (doc: RichTextDocument) =>
  doc.children.every((b) => b.type === 'paragraph' && b.children.length === 0);
