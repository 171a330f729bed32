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
