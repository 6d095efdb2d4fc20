/**
 * Debian's packages the WordPress lane runs on: installed with apt-get when
 * missing and we are root (about a minute), skipped when already there. While
 * apt-get runs, Debian's policy-rc.d switch keeps the packages' services
 * (Apache, which `wordpress` may pull in, and MariaDB on port 3306) from
 * starting: the lane starts its own, on 127.0.0.1 and a socket only.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

// PHP with the extensions WooCommerce asks for; Debian's `wordpress` only for the core static files
// WordPress's Playground build leaves out, and its Twenty Twenty-One theme.
export const PACKAGES = ['php-cli', 'php-mysql', 'php-xml', 'php-mbstring', 'php-gd', 'php-curl', 'php-intl', 'php-zip', 'mariadb-server', 'unzip', 'wordpress', 'wordpress-theme-twentytwentyone'];
const CHROMIUM = '/usr/bin/chromium';
const POLICY = '/usr/sbin/policy-rc.d';

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
  const ownPolicy = !fs.existsSync(POLICY);
  if (ownPolicy) fs.writeFileSync(POLICY, '#!/bin/sh\n# site-runtime WordPress lane: no service starts while it installs packages.\nexit 101\n', { mode: 0o755 });
  try {
    // The package lists are refreshed only when an install from the current ones fails.
    if (apt(install).status !== 0 && (apt(['update', '-qq']).status !== 0 || apt(install).status !== 0)) {
      return `apt-get could not install ${missing.join(' ')}`;
    }
    return null;
  } finally {
    if (ownPolicy) fs.rmSync(POLICY, { force: true });
  }
}
