import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keptFolderRoot, outOfRunFolder, setup, teardown, watchFolder } from '../run-temp-folder';

/**
 * The browser projects' own temporary folder (tests/run-temp-folder.ts): made the TMPDIR of what the run
 * starts, a file that leaves something in it is named, and the folder goes with the run. Each test here puts
 * TMPDIR back, so the file leaves the process as it found it (tests/setup-leaks.ts checks).
 */
describe("the browser projects' own temporary folder (tests/run-temp-folder.ts)", () => {
  afterEach(() => teardown());

  it('becomes the temporary directory until the run ends, and goes then with whatever is left in it', () => {
    const outer = tmpdir();
    setup();
    const folder = tmpdir();
    expect(folder).not.toBe(outer);
    expect(dirname(folder)).toBe(outer);
    expect(statSync(folder).mode & 0o7777, 'open to the postgres user, as /tmp is').toBe(0o1777);
    expect(keptFolderRoot(), 'a failed test keeps its pictures outside the run').toBe(outer);
    mkdirSync(join(folder, 'left-by-a-test'));
    teardown();
    expect(existsSync(folder)).toBe(false);
    expect(tmpdir()).toBe(outer);
    expect(process.env.SUITE_OUTER_TMPDIR).toBeUndefined();
  });

  it("names what a file added and did not remove, and nothing that was there before it or is Chromium's own", () => {
    const folder = mkdtempSync(join(tmpdir(), 'watched-'));
    try {
      mkdirSync(join(folder, 'site-test-made-before'));
      const leftBehind = watchFolder(folder);
      expect(leftBehind()).toBeUndefined();
      mkdirSync(join(folder, 'export-abc'));
      writeFileSync(join(folder, 'bulk.bin'), 'x');
      // Chromium's shared memory for an instant, unlinked by Chromium itself (the suite's --disable-dev-shm-usage).
      writeFileSync(join(folder, '.org.chromium.Chromium.aBc123'), '');
      expect(leftBehind()).toBe(
        `This test file left bulk.bin, export-abc in the run's temporary folder (${folder}): remove what a file makes in its afterAll (docs/testing.md).`,
      );
      rmSync(join(folder, 'export-abc'), { recursive: true });
      rmSync(join(folder, 'bulk.bin'));
      expect(leftBehind()).toBeUndefined();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('moves a folder whose removal outlasts its file out of the run, and leaves any other where it is', () => {
    const outer = tmpdir();
    setup();
    const cluster = mkdtempSync(join(tmpdir(), 'pg-test-'));
    const moved = outOfRunFolder(cluster);
    try {
      expect(moved).toBe(join(outer, cluster.split('/').pop() as string));
      expect(existsSync(cluster)).toBe(false);
      expect(existsSync(moved)).toBe(true);
      expect(outOfRunFolder(moved), 'already outside the run').toBe(moved);
      expect(outOfRunFolder(cluster), 'gone already: a server stopped twice').toBe(cluster);
    } finally {
      rmSync(moved, { recursive: true, force: true });
    }
  });
});
