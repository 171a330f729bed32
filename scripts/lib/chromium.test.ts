import { describe, expect, it } from 'vitest';
import { checkDisabledFeatures, SUITE_CHROMIUM_ARGS } from './chromium';

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
