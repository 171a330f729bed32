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
 * Browser UI no headless page ever shows: the full Chromium 156 (CHROME_PATH, or the suite's fallback) starts a renderer for
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
 * For screenshots and the benchmarks, which measure the browser visitors use.
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

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser the test suite drives: Debian's `chromium-headless-shell`, the same Chromium (same version and
 * Blink, V8 and media stack, from the same source package) built without the browser's window, profile and UI
 * layers; playwright's own headless default is this build. The suite's pages cost its Chromium an eighth to a fifth less
 * processor time that way (a cpuacct cgroup around the browser, the nav, hero and carousel files: 86.6 and
 * 88.5 CPU s with `chromium`, 72.8 and 70.8 with the shell; the whole public project 307.7 against 271.4),
 * and every browser test passes on both. What visitors see is still measured on the full browser: the
 * benchmarks and screenshots use `findChromium`.
 *
 * CHROME_PATH, when set, wins (a developer's own Chrome). Otherwise the shell; where it is missing and we run as
 * root on Debian, it is installed; where that cannot be done, the full `chromium` serves if present, slower.
 */
export function findSuiteChromium({
  install = true,
  log = console.log,
  exists = existsSync,
  installPackage = installDebianPackage,
}: {
  install?: boolean;
  log?: (s: string) => void;
  exists?: (path: string) => boolean;
  installPackage?: (pkg: string, log: (s: string) => void) => boolean;
} = {}): string {
  const chosen = process.env.CHROME_PATH;
  if (chosen) {
    if (exists(chosen)) return chosen;
    throw new Error(`CHROME_PATH is ${chosen}, and there is no file there. Unset it to use ${HEADLESS_SHELL}.`);
  }
  if (exists(HEADLESS_SHELL)) return HEADLESS_SHELL;
  let installError = '';
  if (install) {
    try {
      if (installPackage('chromium-headless-shell', log) && exists(HEADLESS_SHELL)) return HEADLESS_SHELL;
    } catch (err) {
      installError = ` (installing it failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)})`;
    }
  }
  if (exists(FULL_CHROMIUM)) {
    log(
      `No ${HEADLESS_SHELL}${installError}: the browser tests use ${FULL_CHROMIUM}, which costs more processor time.`,
    );
    return FULL_CHROMIUM;
  }
  throw new Error(
    `No Chromium found for the browser tests${installError}. Install it (Debian/Ubuntu: "sudo apt-get install chromium-headless-shell") or set CHROME_PATH to a Chromium/Chrome binary.`,
  );
}
