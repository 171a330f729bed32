import { z } from 'zod';

/**
 * The admin's Content Security Policy allows no eval. zod compiles a fast
 * object parser with `new Function` unless told not to, and first tries
 * whether it may: the browser refuses that try and logs a violation on each
 * load (Firefox shows it in the console). Without the compiled parsers the
 * admin's forms parse a little slower, which no one notices at their size.
 * Imported first by the admin entry and by each lazily loaded part that uses zod: Rollup then puts it in the
 * chunk they share, ahead of the schemas there (in the entry's chunk alone it ran after the shared chunk had
 * built its schemas, and zod's probe for eval broke the policy).
 */
z.config({ jitless: true });
