import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImports } from './check-imports';

/**
 * A small tree in the house's shape where each file breaks one rule, checked
 * with the real rules: every rule must report its violation, and the
 * allowed imports next to them must not.
 */
const tree: Record<string, string> = {
  'engine/render.ts': "import { heroCarousel } from '../blocks/hero/index';\nexport const x = heroCarousel;\n",
  'engine/context.ts': "import type { Inquiry } from '../contracts/inquiry';\nexport type Y = Inquiry;\n",
  'contracts/inquiry.ts':
    "import { z } from 'zod';\nimport { toRow } from '../api/inquiries/table';\nexport const inquiry = z.object({});\nexport type Inquiry = ReturnType<typeof toRow>;\n",
  'contracts/node-only.ts': "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
  'blocks/hero/index.ts':
    "import { dashboard } from '../../admin/screens/dashboard/index';\nimport { defineBlock } from '../../engine/block';\nexport const heroCarousel = [dashboard, defineBlock];\n",
  'blocks/gallery/index.ts': "import { store } from '../../media/store';\nexport const gallery = store;\n",
  'admin/screens/dashboard/index.ts':
    "import { routes } from '../../../api/inquiries/routes';\nimport type { Inquiry } from '../../../contracts/inquiry';\nexport const dashboard = routes;\nexport type Z = Inquiry;\n",
  'engine/block.ts': 'export const defineBlock = 1;\n',
  'engine/server/site.ts': 'export const renderSite = 1;\n',
  'admin/screens/page-editor/Preview.tsx':
    "import { renderSite } from '../../../engine/server/site';\nimport { heroCarousel } from '../../../blocks/hero/index';\nexport const Preview = [renderSite, heroCarousel];\n",
  'admin/ui/Frame.tsx': 'export const Frame = 1;\n',
  'api/pages/preview.ts': "import { Frame } from '../../admin/ui/Frame';\nexport const preview = Frame;\n",
  'site-config/pages/home.page.ts': "import { store } from '../../media/store';\nexport default store;\n",
  'api/inquiries/routes.ts':
    "import { heroCarousel } from '../../blocks/hero/index';\nimport { store } from '../../media/store';\nexport const routes = [heroCarousel, store];\n",
  'api/inquiries/table.ts': 'export const toRow = () => 1;\n',
  'media/store.ts': "import { routes } from '../api/inquiries/routes';\nexport const store = routes;\n",
  'media/records.ts': "import { compose } from '../app/compose';\nexport const records = compose;\n",
  'app/compose.ts':
    "import { routes } from '../api/inquiries/routes';\nimport { store } from '../media/store';\nexport const compose = [routes, store];\n",
  'platform/feed.ts': "import { store } from '../media/store';\nexport const feed = store;\n",
  'platform/clock.ts': 'export const clock = 1;\n',
  'media/assets.ts': "import { clock } from '../platform/clock';\nexport const assets = clock;\n",
  'scripts/start.ts': "import { compose } from '../app/compose';\nexport const start = compose;\n",
  'tests/support/api.ts': "import { compose } from '../../app/compose';\nexport const testApp = compose;\n",
  'api/inquiries/seed.ts': "import { testApp } from '../../tests/support/api';\nexport const seed = testApp;\n",
  'scripts/bench.ts': "import { testApp } from '../tests/support/api';\nexport const bench = testApp;\n",
  'blocks/hero/hero.test.ts': "import { compose } from '../../app/compose';\nexport const t = compose;\n",
  // A cycle inside one layer: each of the two loads the other.
  'api/contact/form.ts': "import { page } from './page';\nexport const form = () => page;\n",
  'api/contact/page.ts': "import { form } from './form';\nexport const page = () => form;\n",
  // A cycle the rule names as allowed (a recursive tree), and one that runs through it from outside.
  'admin/screens/navigation-editor/MenuList.tsx':
    "import { MenuItemRow } from './MenuItemRow';\nexport const MenuList = MenuItemRow;\n",
  'admin/screens/navigation-editor/MenuItemRow.tsx':
    "import { MenuList } from './MenuList';\nimport { menuOrder } from './order';\nexport const MenuItemRow = [MenuList, menuOrder];\n",
  'admin/screens/navigation-editor/order.ts':
    "import { MenuList } from './MenuList';\nexport const menuOrder = MenuList;\n",
};

const dir = mkdtempSync(join(tmpdir(), 'house-'));
for (const [file, text] of Object.entries(tree)) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}
mkdirSync(join(dir, 'node_modules/zod'), { recursive: true });
writeFileSync(join(dir, 'node_modules/zod/package.json'), '{"name":"zod","version":"4.0.0","main":"index.js"}');
writeFileSync(join(dir, 'node_modules/zod/index.js'), 'exports.z = {};');
writeFileSync(join(dir, 'package.json'), '{"name":"house-fixture","dependencies":{"zod":"4.0.0"}}');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the import rules', async () => {
  const { violations } = await checkImports(dir);
  const found = (rule: string, from: string, to: string) =>
    violations.some((v) => v.rule === rule && v.from === from && v.to === to);

  it.each([
    ['engine-imports-nothing-of-ours', 'engine/render.ts', 'blocks/hero/index.ts'],
    ['engine-imports-nothing-of-ours', 'engine/context.ts', 'contracts/inquiry.ts'],
    ['contracts-import-only-zod', 'contracts/inquiry.ts', 'api/inquiries/table.ts'],
    ['contracts-import-no-packages-but-zod', 'contracts/node-only.ts', 'fs'],
    ['public-blocks-import-no-admin-api-media', 'blocks/hero/index.ts', 'admin/screens/dashboard/index.ts'],
    ['public-blocks-import-no-admin-api-media', 'blocks/gallery/index.ts', 'media/store.ts'],
    ['admin-imports-no-server', 'admin/screens/dashboard/index.ts', 'api/inquiries/routes.ts'],
    ['admin-imports-no-server', 'admin/screens/page-editor/Preview.tsx', 'engine/server/site.ts'],
    ['api-imports-no-blocks-or-content', 'api/pages/preview.ts', 'admin/ui/Frame.tsx'],
    ['content-imports-no-api-media', 'site-config/pages/home.page.ts', 'media/store.ts'],
    ['api-imports-no-blocks-or-content', 'api/inquiries/routes.ts', 'blocks/hero/index.ts'],
    ['media-imports-no-api', 'media/store.ts', 'api/inquiries/routes.ts'],
    ['only-scripts-import-the-app', 'media/records.ts', 'app/compose.ts'],
    ['platform-imports-nothing-above-it', 'platform/feed.ts', 'media/store.ts'],
    ['shipped-code-imports-no-test-support', 'api/inquiries/seed.ts', 'tests/support/api.ts'],
    // A cycle is reported once, at the first of its modules the cruise meets.
    ['no-circular', 'api/contact/form.ts', 'api/contact/page.ts'],
    ['no-circular', 'api/inquiries/routes.ts', 'media/store.ts'],
  ])('%s: %s → %s is refused', (rule, from, to) => {
    expect(found(rule, from, to), JSON.stringify(violations, null, 2)).toBe(true);
  });

  it('lets the allowed imports through: blocks and the admin → engine and contracts, api → media, app → everything, scripts → app, tests anywhere', () => {
    const allowed: [string, string][] = [
      ['blocks/hero/index.ts', 'engine/block.ts'],
      ['admin/screens/dashboard/index.ts', 'contracts/inquiry.ts'],
      ['admin/screens/page-editor/Preview.tsx', 'blocks/hero/index.ts'],
      ['api/inquiries/routes.ts', 'media/store.ts'],
      ['media/assets.ts', 'platform/clock.ts'],
      ['app/compose.ts', 'api/inquiries/routes.ts'],
      ['scripts/start.ts', 'app/compose.ts'],
      ['blocks/hero/hero.test.ts', 'app/compose.ts'],
      ['scripts/bench.ts', 'tests/support/api.ts'],
      ['tests/support/api.ts', 'app/compose.ts'],
      ['contracts/inquiry.ts', 'node_modules/zod/index.js'],
    ];
    // Some of them close a cycle through a forbidden import: that is the forbidden import's fault, and its cycle's.
    const layerViolations = violations.filter((v) => v.rule !== 'no-circular');
    for (const [from, to] of allowed) expect(layerViolations.filter((v) => v.from === from && v.to === to)).toEqual([]);
  });

  it('lets a cycle named in the rule stay, but not one that runs through it from outside', () => {
    const cycles = violations.filter((v) => v.rule === 'no-circular').map((v) => `${v.from} → ${v.to}`);
    expect(cycles).not.toContain(
      'admin/screens/navigation-editor/MenuItemRow.tsx → admin/screens/navigation-editor/MenuList.tsx',
    );
    expect(cycles).toContain(
      'admin/screens/navigation-editor/MenuItemRow.tsx → admin/screens/navigation-editor/order.ts',
    );
  });
});
