<?php
/**
 * Router for PHP's built-in server in the WordPress lane: WordPress's own
 * files come from Debian's /usr/share/wordpress (the document root), with the
 * lane's host config selected; /wp-content/ comes from the lane's folder.
 */

// Debian's wp-config.php loads /etc/wordpress/config-<WORDPRESS_CONFIG>.php.
$_SERVER['WORDPRESS_CONFIG'] = 'site-runtime-test';

$path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
if ( 0 !== strpos( $path, '/wp-content/' ) ) {
	// The built-in server sends paths without an extension to index.php; WordPress answers the rest
	// too (favicon.ico), as under Apache's rewrite rules.
	if ( '' === pathinfo( $path, PATHINFO_EXTENSION ) || file_exists( $_SERVER['DOCUMENT_ROOT'] . $path ) ) {
		return false;
	}
	$_SERVER['SCRIPT_NAME'] = '/index.php';
	$_SERVER['PHP_SELF']    = '/index.php';
	require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
	return true;
}

$content = realpath( getenv( 'SITE_RUNTIME_WP_CONTENT' ) );
$file    = realpath( $content . substr( $path, strlen( '/wp-content' ) ) );
$types   = array(
	'js'   => 'text/javascript',
	'css'  => 'text/css',
	'json' => 'application/json',
	'png'  => 'image/png',
	'svg'  => 'image/svg+xml',
	'map'  => 'application/json',
);
$type    = $types[ pathinfo( (string) $file, PATHINFO_EXTENSION ) ] ?? null;
if ( ! $file || 0 !== strpos( $file, $content . '/' ) || ! is_file( $file ) || ! $type ) {
	http_response_code( 404 );
	return true;
}
header( 'Content-Type: ' . $type );
header( 'Content-Length: ' . filesize( $file ) );
readfile( $file );
return true;
