import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminScreens } from './registry';
import { adminBlocks } from './screens';

describe('the admin screens', () => {
  it('are listed once: every folder under admin/screens/ is in admin/registry.ts, and nothing else', () => {
    const folders = readdirSync(join(import.meta.dirname, 'screens'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `admin/${d.name}`);
    expect(adminScreens.map((b) => b.type).sort()).toEqual(folders.sort());
  });

  it("reach the browser with their folder's component and the very schema the server validates with", () => {
    expect(adminBlocks.map((b) => b.type)).toEqual(adminScreens.map((b) => b.type));
    for (const [i, b] of adminBlocks.entries()) {
      expect(b.schema, b.type).toBe(adminScreens[i].schema);
      expect(b.component, b.type).not.toBe(adminScreens[i].component);
      expect(b.component.name, b.type).not.toBe('');
    }
  });
});
