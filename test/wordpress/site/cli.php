<?php
/**
 * What the lane's PHP scripts share: the request WordPress sees when loaded
 * from the command line (the site's home), and failing with a message. Each
 * script then requires wp-load.php itself, at file scope, where WordPress
 * expects its globals.
 */

$_SERVER['HTTP_HOST']   = (string) parse_url( $argv[1], PHP_URL_HOST ) . ':' . parse_url( $argv[1], PHP_URL_PORT );
$_SERVER['SERVER_NAME'] = (string) parse_url( $argv[1], PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';

function site_runtime_lane_fail( $message ) {
	fwrite( STDERR, $message . "\n" );
	exit( 1 );
}
