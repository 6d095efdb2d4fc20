<?php
/**
 * Plugin Name:       Site runtime
 * Description:       Replaces the jQuery-era front-end scripts of Contact Form 7, CleanTalk, Download Monitor, WooCommerce and the Avada theme with one small runtime. Each area can be switched back to its original script under Settings → Site runtime.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       site-runtime
 * Domain Path:       /languages
 * Update URI:        false
 *
 * @package SiteRuntime
 */

defined( 'ABSPATH' ) || exit;

define( 'SITE_RUNTIME_VERSION', '0.1.0' );
define( 'SITE_RUNTIME_FILE', __FILE__ );

require_once __DIR__ . '/includes/areas.php';
require_once __DIR__ . '/includes/scripts.php';
require_once __DIR__ . '/includes/settings.php';

add_action(
	'init',
	function () {
		load_plugin_textdomain( 'site-runtime', false, dirname( plugin_basename( SITE_RUNTIME_FILE ) ) . '/languages' );
	}
);
