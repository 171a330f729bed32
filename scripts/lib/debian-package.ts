import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const isRoot = () => process.getuid?.() === 0;

export const isDebian = () =>
  existsSync('/etc/debian_version') ||
  /debian/i.test(existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '');

/**
 * Installs a Debian package when we run as root on Debian (tests start real
 * servers: Chromium, PostgreSQL, nginx, ffmpeg). Answers false where that is
 * not possible, so the caller can say how to get the program instead.
 *
 * `npm test` runs the browser projects side by side, and on a fresh machine
 * each of them found Chromium missing and ran apt-get at the same moment: the
 * second failed on apt's lock ("Could not get lock /var/lib/apt/lists/lock")
 * and its whole project with it. So the installs of this suite take turns
 * under one `flock`, the one whose turn comes installs only what is still
 * missing by then, and apt-get itself waits for any other apt user (an
 * unattended upgrade) rather than failing.
 */
export function installDebianPackage(pkg: string, log: (s: string) => void = console.log): boolean {
  if (!isRoot() || !isDebian()) return false;
  log(`Installing Debian's "${pkg}" package (apt-get), unless another test process just did...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptGet = 'apt-get -o DPkg::Lock::Timeout=600';
  const script = [
    `dpkg-query -W -f='\${Status}' "$1" 2>/dev/null | grep -q 'install ok installed' && exit 0`,
    `${aptGet} update -qq`,
    `${aptGet} install -y -qq "$1"`,
  ].join('\n');
  execFileSync('flock', [join(tmpdir(), 'suite-apt-get.lock'), 'sh', '-ec', script, 'install', pkg], {
    stdio: 'inherit',
    env,
  });
  return true;
}
