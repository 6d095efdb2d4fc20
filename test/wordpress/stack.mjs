/**
 * The WordPress lane's services, all bound to 127.0.0.1 or a socket: MariaDB
 * with networking off (its socket in a throw-away folder), and PHP's built-in
 * server in front of WordPress 6.7 unpacked from its archive into the same
 * folder, with its static files put back (core-assets.mjs) and a
 * wp-config.php of the lane's own. `stop()` ends both and removes the folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillCoreAssets } from './core-assets.mjs';
/** @import { ChildProcess } from 'node:child_process' */

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * @param {number} from
 * @returns {Promise<number>}
 */
async function freePort(from) {
  for (let port = from; port < from + 50; port++) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from}`);
}

/**
 * Polls `ready` every 100 ms until it holds or `ms` pass.
 * @param {() => boolean | Promise<boolean>} ready
 * @param {number} ms
 * @param {string} what
 */
async function waitFor(ready, ms, what) {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not come up within ${ms / 1000} s`);
}

/**
 * @param {string} command
 * @param {string[]} args
 */
function runOrThrow(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.error?.message}`);
  return result.stdout;
}

/** @param {string} value */
const php = (value) => `'${value.replace(/[\\']/g, '\\$&')}'`;

/**
 * Starts MariaDB and PHP's server on a WordPress unpacked from `wordpressZip`.
 * @param {string} wordpressZip
 */
export async function startStack(wordpressZip) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-runtime-wp-'));
  const socket = path.join(dir, 'mysql.sock');
  const docroot = path.join(dir, 'wordpress');
  /** @type {ChildProcess[]} */
  const children = [];

  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Each service leads a process group of its own: PHP's server workers are its children and outlive it.
      const signal = (/** @type {NodeJS.Signals} */ name) => {
        try {
          process.kill(-(/** @type {number} */ (child.pid)), name);
        } catch {
          // The group is gone already.
        }
      };
      signal('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) signal('SIGKILL');
    }
    if (!process.env.SITE_RUNTIME_WP_KEEP) fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    runOrThrow('mariadb-install-db', ['--no-defaults', `--datadir=${dir}/db`, '--user=root', '--skip-test-db', '--auth-root-authentication-method=socket']);
    const db = spawn(
      'mariadbd',
      ['--no-defaults', `--datadir=${dir}/db`, `--socket=${socket}`, '--skip-networking', '--user=root', `--pid-file=${dir}/mariadb.pid`, `--log-error=${dir}/mariadb.log`, '--skip-log-bin', '--innodb-buffer-pool-size=64M'],
      { stdio: 'ignore', detached: true },
    );
    children.push(db);

    runOrThrow('unzip', ['-q', wordpressZip, '-d', docroot]);
    // Playground's own database (SQLite) and config go: this site runs on MariaDB.
    fs.rmSync(path.join(docroot, 'wp-content/database'), { recursive: true, force: true });
    fs.rmSync(path.join(docroot, 'wp-content/db.php'), { force: true });
    const assets = fillCoreAssets(docroot);
    fs.mkdirSync(path.join(docroot, 'wp-content/mu-plugins'), { recursive: true });
    fs.mkdirSync(path.join(docroot, 'wp-content/uploads'), { recursive: true });
    fs.copyFileSync(path.join(here, 'site/lane-switches.php'), path.join(docroot, 'wp-content/mu-plugins/lane-switches.php'));
    fs.cpSync(path.join(here, 'fixture-theme'), path.join(docroot, 'wp-content/themes/Avada'), { recursive: true });
    // A classic theme, as most stores run: Debian's copy of Twenty Twenty-One.
    fs.cpSync('/usr/share/wordpress/wp-content/themes/twentytwentyone', path.join(docroot, 'wp-content/themes/twentytwentyone'), { recursive: true, dereference: true });

    await waitFor(() => spawnSync('mariadb-admin', ['--no-defaults', '-S', socket, '-uroot', 'ping']).status === 0, 30_000, 'MariaDB');
    const password = crypto.randomBytes(12).toString('hex');
    runOrThrow('mariadb', ['--no-defaults', '-S', socket, '-uroot', '-e', `CREATE DATABASE wordpress; CREATE USER 'wordpress'@'localhost' IDENTIFIED BY '${password}'; GRANT ALL ON wordpress.* TO 'wordpress'@'localhost';`]);

    const port = await freePort(8281);
    const url = `http://127.0.0.1:${port}`;
    const salts = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT']
      .map((name) => `define(${php(name)}, ${php(crypto.randomBytes(32).toString('hex'))});`)
      .join('\n');
    fs.writeFileSync(
      path.join(docroot, 'wp-config.php'),
      `<?php
// The site-runtime WordPress lane's site, for this run only (removed when the lane ends).
define('DB_NAME', 'wordpress');
define('DB_USER', 'wordpress');
define('DB_PASSWORD', ${php(password)});
define('DB_HOST', ${php(`localhost:${socket}`)});
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
define('WP_HOME', ${php(url)});
define('WP_SITEURL', ${php(url)});
define('FS_METHOD', 'direct');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', ${php(path.join(dir, 'debug.log'))});
${salts}
$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
    );

    const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', docroot, path.join(here, 'router.php')], {
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      stdio: 'ignore',
      detached: true,
    });
    children.push(server);
    await waitFor(
      () =>
        new Promise((resolve) => {
          const probe = net.connect(port, '127.0.0.1');
          probe.once('error', () => resolve(false)).once('connect', () => {
            probe.end();
            resolve(true);
          });
        }),
      15_000,
      "PHP's server",
    );
    return { url, dir, docroot, socket, assets, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
