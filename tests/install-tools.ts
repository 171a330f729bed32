import { prepareSuiteTools } from './support/suite-tools';

/**
 * `npm test` runs this in the background from its start: ffmpeg, PostgreSQL, nginx and Chromium are found, and
 * installed where missing (as root on Debian), while the checks run. See tests/support/suite-tools.ts.
 */
prepareSuiteTools();
