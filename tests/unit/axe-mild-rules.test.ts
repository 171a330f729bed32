import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MILD_AXE_RULES } from '../browser/axe-mild-rules';

interface AxeRule {
  id: string;
  impact?: string;
  enabled?: boolean;
  tags: string[];
}

interface BareWindow {
  eval(source: string): void;
  close(): void;
  axe: { _audit: { rules: AxeRule[] } };
}
const require = createRequire(import.meta.url);
// jsdom ships no types of its own; this is the little of it used here.
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string, o: object) => { window: BareWindow } };

/** axe-core's rules as it registers them in a page: loaded into a bare jsdom window, nothing checked. */
function axeRules(): AxeRule[] {
  const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { runScripts: 'outside-only' });
  try {
    window.eval(source);
    return window.axe._audit.rules.map((r) => ({
      id: r.id,
      impact: r.impact,
      enabled: r.enabled,
      tags: [...r.tags],
    }));
  } finally {
    window.close();
  }
}

describe('the axe rules axeSerious skips (tests/browser/axe-mild-rules.ts)', () => {
  const onByDefault = axeRules().filter((r) => r.enabled !== false && !r.tags.includes('experimental'));

  it('are exactly the rules on by default whose impact is minor or moderate', () => {
    expect(onByDefault.length, 'rules on by default').toBeGreaterThan(60);
    const mild = onByDefault.filter((r) => r.impact === 'minor' || r.impact === 'moderate').map((r) => r.id);
    expect([...MILD_AXE_RULES].sort()).toEqual(mild.sort());
  });

  it('leave no rule whose impact axe works out per failure: every rule on by default sets its own', () => {
    expect(onByDefault.filter((r) => !r.impact).map((r) => r.id)).toEqual([]);
  });
});
