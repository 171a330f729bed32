// pa11y ships no types: the part of its API the browser suite uses (tests/browser/pa11y.ts).
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer-core';

  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    typeCode: number;
    message: string;
    context: string;
    selector: string;
    runner: string;
  }
  interface Pa11yOptions {
    browser?: Browser;
    page?: Page;
    ignoreUrl?: boolean;
    runners?: ('htmlcs' | 'axe')[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    includeNotices?: boolean;
    includeWarnings?: boolean;
    ignore?: string[];
    timeout?: number;
  }
  function pa11y(
    url: string,
    options?: Pa11yOptions,
  ): Promise<{ documentTitle: string; pageUrl: string; issues: Pa11yIssue[] }>;
  export default pa11y;
}
