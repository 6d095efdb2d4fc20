/**
 * The WordPress plugin's saved per-area switches survive an area's rename: an
 * option saved with the former key `storefront` (WooCommerce's scripts) still
 * switches back the `woocommerce` area. Runs areas.php under the PHP CLI with
 * the few WordPress functions it calls stubbed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const areasFile = path.resolve(__dirname, '../../../wordpress/site-runtime/includes/areas.php');

function originalAreas(saved: unknown): unknown {
  const script = `
    define('ABSPATH', '/');
    function __($text) { return $text; }
    function wp_get_theme() { return null; }
    function get_option($name, $default) { return json_decode(getenv('SAVED'), true); }
    require getenv('AREAS');
    echo json_encode(site_runtime_original_areas());`;
  const run = spawnSync('php', ['-r', script], { env: { ...process.env, AREAS: areasFile, SAVED: JSON.stringify(saved) }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr || run.stdout);
  return JSON.parse(run.stdout);
}

describe("the WordPress plugin's saved areas", () => {
  it('reads the former key storefront as the woocommerce area', () => {
    expect(originalAreas(['storefront', 'downloads'])).toEqual(['downloads', 'woocommerce']);
  });

  it('keeps current keys and drops unknown ones', () => {
    expect(originalAreas(['woocommerce', 'theme', 'gone'])).toEqual(['theme', 'woocommerce']);
    expect(originalAreas('not a list')).toEqual([]);
  });
});
