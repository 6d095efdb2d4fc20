<?php
/**
 * Installs WordPress into the lane's empty database and sets up the site the
 * specs visit: our plugin unpacked from dist/site-runtime.zip the way
 * wp-admin does (unzip_file), the fixture plugin and theme, and a contact
 * page. Run with php-cli: setup.php <site url> <plugin zip>. Prints the
 * contact page's URL.
 */

[ , $url, $zip ] = $argv;
$_SERVER['WORDPRESS_CONFIG'] = 'site-runtime-test';
$_SERVER['HTTP_HOST']        = (string) parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI']      = '/';
define( 'WP_INSTALLING', true );

require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$installed = wp_install( 'Site runtime test', 'admin', 'admin@example.com', false, '', 'admin-password' );
if ( empty( $installed['user_id'] ) ) {
	fwrite( STDERR, "wp_install failed\n" );
	exit( 1 );
}

WP_Filesystem();
$unzipped = unzip_file( $zip, WP_PLUGIN_DIR );
if ( is_wp_error( $unzipped ) ) {
	fwrite( STDERR, 'unzip_file: ' . $unzipped->get_error_message() . "\n" );
	exit( 1 );
}
foreach ( array( 'site-runtime-fixture/site-runtime-fixture.php', 'site-runtime/site-runtime.php' ) as $plugin ) {
	$activated = activate_plugin( $plugin );
	if ( is_wp_error( $activated ) ) {
		fwrite( STDERR, "activate_plugin $plugin: " . $activated->get_error_message() . "\n" );
		exit( 1 );
	}
}
switch_theme( 'Avada' );
// The lane has no network: no gravatars.
update_option( 'show_avatars', 0 );

$contact = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Contact',
		'post_content' => '[contact-form-7 id="101" title="Contact"]',
	)
);
echo get_permalink( $contact ), "\n";
