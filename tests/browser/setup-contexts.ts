import { afterAll, afterEach, beforeEach } from 'vitest';
import { fileEnded, testEnded, testStarts } from './harness';

/**
 * Runs before each file of the browser and admin projects (setupFiles), so
 * its hooks are registered before any of the file's own. With vitest's
 * stacked hooks, its afterEach then runs after the file's: a file's afterEach
 * can still use its test's pages before they close (see harness.ts).
 */
beforeEach(testStarts);
afterEach(testEnded);
afterAll(fileEnded);
