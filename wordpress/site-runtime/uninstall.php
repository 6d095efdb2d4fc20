<?php
/**
 * Deleting the plugin removes its one option, on every site of a network.
 *
 * @package SiteRuntime
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $site_id ) {
		switch_to_blog( $site_id );
		delete_option( 'site_runtime_original_areas' );
		restore_current_blog();
	}
} else {
	delete_option( 'site_runtime_original_areas' );
}
