import { z } from 'zod';

/**
 * The admin's Content Security Policy allows no eval. zod compiles a fast
 * object parser with `new Function` unless told not to, and first tries
 * whether it may: the browser refuses that try and logs a violation on each
 * load (Firefox shows it in the console). Without the compiled parsers the
 * admin's forms parse a little slower, which no one notices at their size.
 * Imported first by the admin entry, before anything parses.
 */
z.config({ jitless: true });
