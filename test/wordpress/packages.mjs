/**
 * Debian's packages the WordPress lane runs on: installed with apt-get when
 * missing and we are root (about a minute), skipped when already there.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const PACKAGES = ['wordpress', 'php-cli', 'php-mysql', 'mariadb-server'];
const CHROMIUM = '/usr/bin/chromium';

/** @param {string} name */
const installed = (name) => spawnSync('dpkg-query', ['-W', '-f=${db:Status-Status}', name], { encoding: 'utf8' }).stdout === 'installed';

/**
 * @returns {string | null} why the lane cannot run, or null when it can
 */
export function ensurePackages() {
  if (!fs.existsSync(CHROMIUM)) return `${CHROMIUM} is missing`;
  const missing = PACKAGES.filter((name) => !installed(name));
  if (missing.length === 0) return null;
  if (process.getuid?.() !== 0) return `Debian packages missing (${missing.join(' ')}) and not root to apt-get them`;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (/** @type {string[]} */ args) => spawnSync('apt-get', args, { env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  const install = ['install', '-y', '-qq', '--no-install-recommends', ...missing];
  // The package lists are refreshed only when an install from the current ones fails.
  if (apt(install).status !== 0 && (apt(['update', '-qq']).status !== 0 || apt(install).status !== 0)) {
    return `apt-get could not install ${missing.join(' ')}`;
  }
  return null;
}
