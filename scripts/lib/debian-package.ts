import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export const isRoot = () => process.getuid?.() === 0;

export const isDebian = () =>
  existsSync('/etc/debian_version') ||
  /debian/i.test(existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '');

/**
 * Installs a Debian package when we run as root on Debian (tests start real
 * servers: Chromium, PostgreSQL, nginx). Answers false where that is not
 * possible, so the caller can say how to get the program instead.
 */
export function installDebianPackage(pkg: string, log: (s: string) => void = console.log): boolean {
  if (!isRoot() || !isDebian()) return false;
  log(`Installing Debian's "${pkg}" package (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  return true;
}
