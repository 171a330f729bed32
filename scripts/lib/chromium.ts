import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

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
export function findChromium({ install = true, log = console.log }: { install?: boolean; log?: (s: string) => void } = {}): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((p): p is string => !!p);
  for (const p of candidates) if (existsSync(p)) return p;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version') || /debian/i.test(existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '');
  if (install && isRoot && isDebian) {
    log('Chromium not found: installing Debian\'s "chromium" package (apt-get)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the browser tests. Install it (Debian/Ubuntu: "sudo apt-get install chromium") or set CHROME_PATH to a Chromium/Chrome binary.',
  );
}
