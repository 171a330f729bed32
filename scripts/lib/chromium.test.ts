import { afterEach, describe, expect, it } from 'vitest';
import {
  checkDisabledFeatures,
  FULL_CHROMIUM,
  findSuiteChromium,
  HEADLESS_SHELL,
  SUITE_CHROMIUM_ARGS,
} from './chromium';

describe("the browser suite's --disable-features", () => {
  const ours = SUITE_CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));

  it('is one flag that keeps the address bar popup away', () => {
    expect(ours).toHaveLength(1);
    expect(ours[0].split('=')[1].split(',')).toContain('WebUIOmniboxPopup');
  });

  it("passes when it repeats every feature playwright's own flag disables", () => {
    expect(() =>
      checkDisabledFeatures(['--headless=new', '--disable-features=PaintHolding,MediaRouter', ...ours]),
    ).not.toThrow();
  });

  it('names a feature playwright disables and ours would switch back on', () => {
    expect(() =>
      checkDisabledFeatures(['--disable-features=PaintHolding,SomethingNew', '--disable-features=PaintHolding']),
    ).toThrow(/also disables SomethingNew: add them to PLAYWRIGHT_DISABLED_FEATURES/);
  });
});

describe("the browser suite's Chromium", () => {
  const saved = process.env.CHROME_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.CHROME_PATH;
    else process.env.CHROME_PATH = saved;
  });
  const on =
    (...files: string[]) =>
    (path: string) =>
      files.includes(path);
  const logged: string[] = [];
  const log = (s: string) => logged.push(s);

  it('is the headless shell when both builds are installed', () => {
    delete process.env.CHROME_PATH;
    expect(findSuiteChromium({ exists: on(HEADLESS_SHELL, FULL_CHROMIUM), install: false, log })).toBe(HEADLESS_SHELL);
  });

  it('installs the headless shell where it is missing, before settling for the full browser', () => {
    delete process.env.CHROME_PATH;
    const files = [FULL_CHROMIUM];
    const installed: string[] = [];
    const installPackage = (pkg: string) => {
      installed.push(pkg);
      files.push(HEADLESS_SHELL);
      return true;
    };
    expect(findSuiteChromium({ exists: (p) => files.includes(p), installPackage, log })).toBe(HEADLESS_SHELL);
    expect(installed).toEqual(['chromium-headless-shell']);
  });

  it('falls back to the full browser, saying why, when the shell cannot be installed', () => {
    delete process.env.CHROME_PATH;
    logged.length = 0;
    const installPackage = () => {
      throw new Error('E: Unable to locate package chromium-headless-shell\nmore');
    };
    expect(findSuiteChromium({ exists: on(FULL_CHROMIUM), installPackage, log })).toBe(FULL_CHROMIUM);
    expect(logged.join('\n')).toMatch(/installing it failed: E: Unable to locate package chromium-headless-shell\)/);
  });

  it('says how to get a browser when there is none', () => {
    delete process.env.CHROME_PATH;
    expect(() => findSuiteChromium({ exists: on(), installPackage: () => false, log })).toThrow(
      /apt-get install chromium-headless-shell.*or set CHROME_PATH/,
    );
  });

  it('takes CHROME_PATH first, and names it when nothing is there', () => {
    process.env.CHROME_PATH = '/opt/chrome/chrome';
    expect(findSuiteChromium({ exists: on('/opt/chrome/chrome', HEADLESS_SHELL), install: false, log })).toBe(
      '/opt/chrome/chrome',
    );
    expect(() => findSuiteChromium({ exists: on(HEADLESS_SHELL), install: false, log })).toThrow(
      'CHROME_PATH is /opt/chrome/chrome, and there is no file there',
    );
  });
});
