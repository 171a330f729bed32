import { existsSync } from 'node:fs';
import { installDebianPackage } from './debian-package';

/** Flags that let Debian's Chromium run headless as root on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright's own `--disable-features` list (playwright-core 1.65), repeated in ours below. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Browser UI no headless page ever shows: Chromium 156 starts a renderer for
 * the address bar's popup (a WebUI page) in every new window, and every
 * playwright context is a window. It cost about half a processor second per
 * context, hundreds of contexts a suite run. Pages themselves are unaffected.
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * A renderer Chromium starts ahead of the next navigation, to be quicker when
 * it comes. Each playwright context is a profile of its own, so the spare made
 * in one is never the next context's: ten contexts of two page loads each took
 * 9.7, 9.9, 10.9 and 12.3 processor seconds without it, 10.9, 12.0, 12.8 and
 * 13.1 with it (a cpuacct cgroup around the browser, four interleaved pairs on
 * a machine running other tests, 2026-12-02): about an eighth less.
 */
const UNUSED_SPARE_RENDERER = ['SpareRendererForSitePerProcess'];

/**
 * For a Chromium that playwright launches for the browser suite. Chromium
 * obeys only the last `--disable-features` it is given, and playwright puts
 * its own before ours: so ours repeats playwright's list (checked at launch
 * by `checkDisabledFeatures`) and adds the unseen UI and the spare renderer.
 */
export const SUITE_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI, ...UNUSED_SPARE_RENDERER].join(',')}`,
];

/**
 * Fails when the browser was launched with a feature disabled that the last
 * `--disable-features` (ours) leaves out: a newer playwright disabling one
 * more would otherwise see it silently switched back on.
 */
export function checkDisabledFeatures(spawnargs: readonly string[]) {
  const lists = spawnargs.filter((a) => a.startsWith('--disable-features=')).map((a) => a.split('=')[1].split(','));
  const last = new Set(lists.at(-1) ?? []);
  const missing = lists
    .slice(0, -1)
    .flat()
    .filter((f) => !last.has(f));
  if (missing.length > 0)
    throw new Error(
      `Chromium keeps only the last --disable-features, and playwright also disables ${missing.join(', ')}: add them to PLAYWRIGHT_DISABLED_FEATURES in scripts/lib/chromium.ts`,
    );
}

/**
 * Chromium at CHROME_PATH or /usr/bin/chromium. Where none is found and we run
 * as root on Debian, installs the `chromium` package; otherwise fails saying how.
 */
export function findChromium({
  install = true,
  log = console.log,
}: {
  install?: boolean;
  log?: (s: string) => void;
} = {}): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((p): p is string => !!p);
  for (const p of candidates) if (existsSync(p)) return p;
  if (install && installDebianPackage('chromium', log) && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  throw new Error(
    'No Chromium found for the browser tests. Install it (Debian/Ubuntu: "sudo apt-get install chromium") or set CHROME_PATH to a Chromium/Chrome binary.',
  );
}
