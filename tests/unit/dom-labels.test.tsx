import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../support/admin/test-utils';
import { starters } from '../../site-config/starters';
import Editor from '../../admin/screens/page-editor/Editor';
import { sampleDetail, samplePage, samplePageList } from '../../admin/screens/page-editor/sample';

/**
 * tests/setup-dom.ts replaces jsdom's `labels` getter with one that finds the
 * same labels from the labels alone (jsdom's walked the document once per
 * label, seconds a look by role on the page editor). Testing Library names
 * buttons and fields from it, so a wrong answer would let a test find the
 * wrong field: here both getters give the same labels, on a page of every
 * case the rules have and on the page editor's own form.
 */
const FAST_LABELS = Symbol.for('tests/setup-dom fast labels');
const KINDS = [
  window.HTMLButtonElement,
  window.HTMLInputElement,
  window.HTMLMeterElement,
  window.HTMLOutputElement,
  window.HTMLProgressElement,
  window.HTMLSelectElement,
  window.HTMLTextAreaElement,
];
const getters = (el: Element) => {
  const kind = KINDS.find((k) => el instanceof k)!;
  const fast = Object.getOwnPropertyDescriptor(kind.prototype, 'labels')!.get!;
  const jsdom = (fast as unknown as Record<symbol, () => NodeList | null>)[FAST_LABELS];
  return { fast, jsdom };
};
const LABELABLE = 'button, input, meter, output, progress, select, textarea';
/** Each labelable element with the labels each getter gives it (as the labels' positions in the document). */
function bothLabels(root: ParentNode) {
  const all = [...document.querySelectorAll('label')];
  const where = (list: ArrayLike<Node> | null) =>
    list === null ? null : Array.from(list, (l) => all.indexOf(l as HTMLLabelElement));
  return [...root.querySelectorAll(LABELABLE)].map((el) => {
    const { fast, jsdom } = getters(el);
    return {
      el: el.outerHTML.slice(0, 60),
      fast: where(fast.call(el) as ArrayLike<Node> | null),
      jsdom: where(jsdom.call(el)),
    };
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the labels getter tests/setup-dom.ts puts in jsdom', () => {
  it('is in place on every labelable kind, jsdom’s own kept beside it', () => {
    for (const kind of KINDS) {
      const get = Object.getOwnPropertyDescriptor(kind.prototype, 'labels')?.get;
      expect(get && FAST_LABELS in get, kind.name).toBe(true);
    }
  });

  it('gives jsdom’s labels in every case: for, wrapping, both, duplicate ids, hidden inputs, a detached label', () => {
    document.body.innerHTML = `
      <label for="a">A</label><input id="a"><label for="a">A again</label>
      <label>wraps <input id="b"> and <select id="c"></select></label>
      <label for="c">names c</label>
      <label>first labelable wins <span><button id="d">d</button></span><textarea id="e"></textarea></label>
      <label for="dup">dup</label><input id="dup"><input id="dup">
      <label for="div">not labelable</label><div id="div"></div>
      <label for="">empty for</label><input id="">
      <label for="h">hidden</label><input id="h" type="hidden">
      <label>hidden first <input type="HIDDEN"><input id="f"></label>
      <label for="g">for wins over wrapping <input id="x"></label><meter id="g"></meter>
      <output id="o"></output><progress id="p"></progress><label for="o">o</label>
      <label><label>nested <input id="n"></label></label>`;
    const rows = bothLabels(document);
    expect(rows).toHaveLength(16);
    for (const row of rows) expect(row.fast, row.el).toEqual(row.jsdom);
    // Some cases have labels and some have none: the comparison is not of empty lists alone.
    expect(rows.filter((r) => r.jsdom?.length).length).toBeGreaterThan(8);
    expect(rows.some((r) => r.jsdom === null)).toBe(true);

    const detached = document.createElement('label');
    detached.innerHTML = '<input id="z">';
    const input = detached.querySelector('input')!;
    const { fast, jsdom } = getters(input);
    expect(Array.from(fast.call(input) as ArrayLike<Node>)).toEqual(Array.from(jsdom.call(input)!));
    expect(Array.from(jsdom.call(input)!)).toEqual([detached]);
  });

  it('gives jsdom’s labels on the page editor’s form', async () => {
    renderAdmin(<Editor starters={starters} autosaveMs={60_000} />, {
      route: `/admin/pages/edit?path=${encodeURIComponent(samplePage.path)}`,
      api: { 'GET /api/admin/page': sampleDetail(), 'GET /api/admin/pages': { items: samplePageList } },
    });
    (await screen.findByRole('button', { name: /^Section \d+ Hero carousel/ })).click();
    await waitFor(() => expect(document.querySelectorAll('label[for]').length).toBeGreaterThan(5));
    const rows = bothLabels(document);
    expect(rows.filter((r) => r.jsdom?.length).length).toBeGreaterThan(5);
    for (const row of rows) expect(row.fast, row.el).toEqual(row.jsdom);
  });
});
