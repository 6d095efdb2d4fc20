<?php
/**
 * Activates one plugin as wp-admin's Plugins screen does (activate_plugin,
 * which runs its activation hook with the plugins already active loaded).
 * Run with php-cli: activate.php <site url> <plugin file>.
 */

require __DIR__ . '/cli.php';
// An admin request, as the Plugins screen is: some plugins register their activation hook only there.
define( 'WP_ADMIN', true );
require getenv( 'SITE_RUNTIME_WP_ROOT' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

wp_set_current_user( 1 );
$activated = activate_plugin( $argv[2] );
if ( is_wp_error( $activated ) ) {
	site_runtime_lane_fail( "activate_plugin {$argv[2]}: " . $activated->get_error_message() );
}
