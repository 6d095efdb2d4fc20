/**
 * The real WordPress and plugin archives the lane installs. They live in
 * ../shared/wordpress beside the repository (SITE_RUNTIME_WP_ARCHIVES points
 * elsewhere): WordPress 6.7 as packaged for WordPress Playground, and the
 * release zips of WooCommerce, Contact Form 7, Download Monitor and CleanTalk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ARCHIVES = path.resolve(process.env.SITE_RUNTIME_WP_ARCHIVES ?? path.join(root, '../shared/wordpress'));

/** The plugins' folder names (their slugs) and the zip each comes from, in activation order. */
export const PLUGINS = [
  { slug: 'woocommerce', file: 'woocommerce/woocommerce.php', zip: /^woocommerce-[\d.]+\.zip$/ },
  { slug: 'contact-form-7', file: 'contact-form-7/wp-contact-form-7.php', zip: /^contact-form-7-[\d.]+\.zip$/ },
  { slug: 'download-monitor', file: 'download-monitor/download-monitor.php', zip: /^download-monitor-[\d.]+\.zip$/ },
  { slug: 'cleantalk-spam-protect', file: 'cleantalk-spam-protect/cleantalk.php', zip: /^cleantalk-spam-protect-[\d.]+\.zip$/ },
];

/**
 * @returns {{ wordpress: string | null, plugins: { slug: string, file: string, zip: string | null }[], missing: string[] }}
 */
export function findArchives() {
  const list = (/** @type {string} */ dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const core = list(ARCHIVES).find((name) => /^wordpress-[\w.-]+\.zip$/.test(name));
  const plugins = PLUGINS.map((plugin) => {
    const zip = list(path.join(ARCHIVES, 'plugins')).find((name) => plugin.zip.test(name));
    return { slug: plugin.slug, file: plugin.file, zip: zip ? path.join(ARCHIVES, 'plugins', zip) : null };
  });
  const missing = [...(core ? [] : ['WordPress']), ...plugins.filter((plugin) => !plugin.zip).map((plugin) => plugin.slug)];
  return { wordpress: core ? path.join(ARCHIVES, core) : null, plugins, missing };
}
