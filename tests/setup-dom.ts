import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy… and waitFor gave up after Testing Library's default 1 s: a screen that waits for its API
// answer and a render took longer than that on a busy machine (seen: the page list, load 37).
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia, IntersectionObserver or media playback.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('IntersectionObserver' in window)) {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
window.HTMLMediaElement.prototype.play = function play() {
  return Promise.resolve();
};
window.HTMLMediaElement.prototype.pause = function pause() {};
window.HTMLMediaElement.prototype.load = function load() {};

// jsdom has <dialog> but not its modal methods: enough of them for a story's play to open and close one
// (the open attribute, and the close event React's onClose listens for). Chromium runs the real ones.
if (!window.HTMLDialogElement.prototype.showModal) {
  window.HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  window.HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom finds an element's labels (`input.labels`) by walking every node of the document and asking each label for
// its control, which walks the document again for the label's `for`: a look per label per node. Testing Library's
// getByRole/findByRole computes each button's and field's name that way, so on the page editor's form one look by
// role and name cost about 3 processor seconds, and a wait that polled one cost most of a test (docs/testing.md).
// The same answer, found from the labels alone: a label with `for` labels the first element of the tree with that
// id; one without labels its first labelable descendant. Null where jsdom says null (a hidden input); an array, not
// a NodeList (no test or site code reads `.labels`; Testing Library copies it with Array.from).
const FAST_LABELS = Symbol.for('tests/setup-dom fast labels');
const LABELABLE = 'button, input:not([type="hidden" i]), meter, output, progress, select, textarea';
for (const Kind of [
  window.HTMLButtonElement,
  window.HTMLInputElement,
  window.HTMLMeterElement,
  window.HTMLOutputElement,
  window.HTMLProgressElement,
  window.HTMLSelectElement,
  window.HTMLTextAreaElement,
]) {
  const own = Object.getOwnPropertyDescriptor(Kind.prototype, 'labels');
  // Once per window: this file runs before every test file, and a window may serve more than one (isolate: false).
  if (!own?.get || FAST_LABELS in own.get) continue;
  const get = function labels(this: HTMLElement) {
    // Each of these kinds is labelable but a hidden input, which has no labels (jsdom's own getter walks the tree).
    if (this instanceof window.HTMLInputElement && this.type === 'hidden') return null;
    const root = this.getRootNode() as ParentNode & Node;
    const labels: HTMLLabelElement[] = root === this ? [] : [...root.querySelectorAll('label')];
    if (root instanceof window.HTMLLabelElement) labels.unshift(root);
    return labels.filter((label) => {
      const target = label.getAttribute('for');
      if (target === null) return label.contains(this) && label.querySelector(LABELABLE) === this;
      if (target === '' || target !== this.id) return false;
      // The first element with that id, as jsdom takes it (a later duplicate id labels nothing).
      const first =
        'getElementById' in root
          ? (root as Document).getElementById(target)
          : [root, ...root.querySelectorAll('[id]')].find((e) => e instanceof window.Element && e.id === target);
      return first === this;
    });
  };
  // jsdom's getter, kept for tests/unit/dom-labels.test.tsx, which checks that both give the same labels.
  Object.defineProperty(get, FAST_LABELS, { value: own.get });
  Object.defineProperty(Kind.prototype, 'labels', { ...own, get });
}
