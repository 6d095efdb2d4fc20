<?php
/**
 * Deleting the plugin removes its one option.
 *
 * @package SiteRuntime
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'site_runtime_original_areas' );
