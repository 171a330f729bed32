/**
 * pa11y depends on puppeteer, whose install step downloads a Chrome build: this
 * machine reaches no browser download, and the tests drive Debian's Chromium
 * (scripts/lib/chromium.ts), so puppeteer downloads nothing.
 */
module.exports = { skipDownload: true };
