<?php
/**
 * Installs WordPress into the lane's empty database and unpacks the plugins
 * the way wp-admin's "Upload Plugin" does (unzip_file into the plugins
 * folder): the real plugins' release zips, then ours from dist/site-runtime.zip.
 * Run with php-cli: install.php <site url> <zip> [<zip> ...]. Activation is
 * activate.php's, one plugin a process as one wp-admin request each.
 */

require __DIR__ . '/cli.php';
define( 'WP_INSTALLING', true );
require getenv( 'SITE_RUNTIME_WP_ROOT' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/file.php';

$installed = wp_install( 'Site runtime store', 'admin', 'admin@example.com', true, '', 'admin-password' );
if ( empty( $installed['user_id'] ) ) {
	site_runtime_lane_fail( 'wp_install failed' );
}

WP_Filesystem();
foreach ( array_slice( $argv, 2 ) as $zip ) {
	$unzipped = unzip_file( $zip, WP_PLUGIN_DIR );
	if ( is_wp_error( $unzipped ) ) {
		site_runtime_lane_fail( "unzip_file $zip: " . $unzipped->get_error_message() );
	}
}
