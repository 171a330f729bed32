import { describe, expect, it } from 'vitest';
import { configProblems, EXCEPTIONS, staleExceptions, testFiles, waitProblems } from './check-waits';

const rulesIn = (source: string, file = 'api/example.test.ts') =>
  waitProblems(file, source).map((p) => `${p.line} ${p.rule}`);

describe('the check of waits in tests (scripts/check-waits.ts)', () => {
  it('names a fixed sleep, in each of its shapes, with its line', () => {
    expect(rulesIn(`const a = 1;\nawait new Promise((r) => setTimeout(r, 50));`)).toEqual(['2 fixed-sleep']);
    expect(rulesIn(`await act(() => new Promise((resolve) => setTimeout(resolve, 20)));`)).toEqual(['1 fixed-sleep']);
    expect(rulesIn(`const x = await new Promise((r) => setTimeout(() => r('late'), 2000));`)).toEqual([
      '1 fixed-sleep',
    ]);
    expect(
      rulesIn(`await new Promise<void>((done) => {\n  setTimeout(() => {\n    setTimeout(done, 300);\n  }, 100);\n});`),
    ).toEqual(['1 fixed-sleep']);
    expect(rulesIn(`await page.waitForTimeout(300);`)).toEqual(['1 fixed-sleep']);
    expect(rulesIn(`import { setTimeout as sleep } from 'node:timers/promises';`)).toEqual(['1 fixed-sleep']);
  });

  it('names a poll bounded by a count of tries, and a helper whose limit is a count', () => {
    expect(
      rulesIn(`for (let i = 0; i < 100 && state() !== 'done'; i++)\n  await new Promise((r) => setTimeout(r, 20));`),
    ).toEqual(['1 count-bound', '2 fixed-sleep']);
    expect(rulesIn(`while (tries < 400 && !ok()) {\n  tries++;\n  await sleep(10);\n}`)).toEqual(['1 count-bound']);
    expect(rulesIn(`async function until(ok: () => boolean, tries = 400) {\n  return ok();\n}`)).toEqual([
      '1 count-bound',
    ]);
  });

  it('names a browser test’s read inside expect.poll that waits playwright’s 30 s for a missing element', () => {
    const browser = 'tests/browser/example.test.ts';
    expect(rulesIn(`await expect.poll(() => row.textContent()).toContain('Sent');`, browser)).toEqual([
      '1 read-without-limit',
    ]);
    expect(
      rulesIn(
        `await expect\n  .poll(async () => {\n    await open();\n    return link.getAttribute('href');\n  })\n  .toBe('/x');`,
        browser,
      ),
    ).toEqual(['4 read-without-limit']);
    expect(rulesIn(`await expect.poll(() => button().isDisabled()).toBe(true);`, browser)).toEqual([
      '1 read-without-limit',
    ]);
    // With a limit of its own, outside a poll, or a DOM element's getAttribute in a component test: fine.
    expect(rulesIn(`await expect.poll(() => row.textContent({ timeout: 5_000 })).toContain('Sent');`, browser)).toEqual(
      [],
    );
    expect(
      rulesIn(`await expect.poll(() => link.getAttribute('href', { timeout: 5_000 })).toBe('/x');`, browser),
    ).toEqual([]);
    expect(rulesIn(`expect(await row.textContent()).toContain('Sent');`, browser)).toEqual([]);
    expect(rulesIn(`await expect.poll(() => el.getAttribute('aria-busy')).toBe('false');`)).toEqual([]);
  });

  it('lets through waits that name their limit, limits that fail with a message, and loops that act', () => {
    const fine = [
      `await vi.waitFor(() => expect(x).toBe(1), { timeout: 10_000, interval: 20 });`,
      `await expect.poll(() => read(), { timeout: 5_000, message: 'the row' }).toBe('sent');`,
      // A limit: the timer rejects, naming what did not happen.
      `await new Promise((ok, fail) => { const t = setTimeout(() => fail(new Error('no mail within 10 s')), 10_000); });`,
      // A client that sends its second half later: the timer does not settle the promise.
      `return new Promise((resolve) => { req.write(a); setTimeout(() => req.end(b), gapMs); req.on('close', resolve); });`,
      // Presses Tab until a button has focus, at most 12 times: each time round acts.
      `for (let i = 0; i < 12 && (await focused()) !== 'Menu'; i++) await page.keyboard.press('Tab');`,
      // A loop over a count alone.
      `for (let i = 0; i < 5; i++) await worker.tick();`,
    ];
    for (const source of fine) expect(rulesIn(source), source).toEqual([]);
  });

  it('leaves out the listed exceptions only in their own file, and each has a reason', () => {
    for (const x of EXCEPTIONS) {
      expect(x.why.length, `${x.file}: say why`).toBeGreaterThan(40);
      const source = `await new Promise((r) => ${x.line});`;
      expect(rulesIn(source, x.file), x.file).toEqual([]);
      expect(rulesIn(source, 'api/other.test.ts'), x.file).toEqual(['1 fixed-sleep']);
    }
    expect(staleExceptions()).toEqual([]);
  });

  it('finds the test code it checks: test files anywhere, and helpers under tests/', () => {
    const files = testFiles();
    expect(files).toContain('api/notifications/notifications.test.ts');
    expect(files).toContain('admin/screens/dashboard/MailStatus.test.tsx');
    expect(files).toContain('tests/support/smtp.ts');
    expect(files).toContain('tests/browser/harness.ts');
    expect(files).toContain('.storybook/stories.test.tsx');
    expect(files.some((f) => f.includes('node_modules') || f.includes('__fixtures__'))).toBe(false);
  });

  it('requires an assertion in every test of both vitest configs', async () => {
    expect(await configProblems()).toEqual([]);
  });
});
