/**
 * axe's rules (on by default) that can only report a minor or moderate violation. axe-core gives every
 * failure of a rule the impact set on the rule (`_finalizeRuleResult` in axe-core 4.13), so none of these
 * can ever be serious or critical: `axeSerious`, whose bar is those two, skips them. Running only the other
 * 63 cost Chromium 12.6 instead of 14.9 processor seconds over the same 12 pages (2026-12-02), with the same
 * serious and critical findings by construction. `tests/unit/axe-mild-rules.test.ts` reads axe-core's own
 * rules and fails, listing them, when an upgrade changes which are mild.
 */
export const MILD_AXE_RULES = [
  'aria-allowed-role',
  'aria-deprecated-role',
  'empty-heading',
  'empty-table-header',
  'form-field-multiple-labels',
  'heading-order',
  'html-xml-lang-mismatch',
  'image-redundant-alt',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'meta-viewport-large',
  'meta-viewport',
  'no-autoplay-audio',
  'page-has-heading-one',
  'presentation-role-conflict',
  'region',
  'scope-attr-valid',
  'server-side-image-map',
  'skip-link',
  'table-duplicate-name',
];
