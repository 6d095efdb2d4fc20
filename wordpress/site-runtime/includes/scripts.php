<?php
/**
 * Front end: enqueues the runtime (a module, with the classic build for
 * browsers without modules) and takes the replaced scripts off the page. A
 * dequeued handle loses the globals WordPress prints with it (its
 * wp_localize_script data and `before` inline scripts), so they move to our
 * handle first: the runtime reads the same globals.
 *
 * @package SiteRuntime
 */

defined( 'ABSPATH' ) || exit;

const SITE_RUNTIME_HANDLE          = 'site-runtime';
const SITE_RUNTIME_NOMODULE_HANDLE = 'site-runtime-nomodule';

add_action( 'wp_enqueue_scripts', 'site_runtime_enqueue', 1000 );
// Scripts enqueued later (by a shortcode or a block while the content renders) are caught before each print.
add_action( 'wp_print_scripts', 'site_runtime_replace_scripts', 1000 );
add_action( 'wp_print_footer_scripts', 'site_runtime_replace_scripts', 1 );
add_filter( 'script_loader_tag', 'site_runtime_script_tag', 10, 3 );

/** The built runtime's URL, or null when the plugin folder has no build. */
function site_runtime_dist_url( $file ) {
	$path = dirname( SITE_RUNTIME_FILE ) . '/dist/' . $file;
	return is_readable( $path ) ? plugins_url( 'dist/' . $file, SITE_RUNTIME_FILE ) : null;
}

function site_runtime_enqueue() {
	$module  = site_runtime_dist_url( 'site-runtime.js' );
	$classic = site_runtime_dist_url( 'site-runtime.iife.js' );
	if ( null === $module || null === $classic ) {
		return; // No build: the original scripts keep running.
	}
	wp_enqueue_script( SITE_RUNTIME_HANDLE, $module, array(), SITE_RUNTIME_VERSION, true );
	wp_enqueue_script( SITE_RUNTIME_NOMODULE_HANDLE, $classic, array( SITE_RUNTIME_HANDLE ), SITE_RUNTIME_VERSION, true );

	$disable = array();
	foreach ( site_runtime_original_areas() as $key ) {
		$disable = array_merge( $disable, site_runtime_areas()[ $key ]['plugins'] );
	}
	if ( $disable ) {
		wp_add_inline_script( SITE_RUNTIME_HANDLE, 'window.siteRuntime = ' . wp_json_encode( array( 'disable' => $disable ) ) . ';', 'before' );
	}
	site_runtime_replace_scripts();
}

/** The queued handles of the areas the runtime runs, matched against the areas' handle lists. */
function site_runtime_replaced_handles( WP_Scripts $scripts ) {
	$patterns = array();
	foreach ( array_diff_key( site_runtime_areas(), array_flip( site_runtime_original_areas() ) ) as $area ) {
		$patterns = array_merge( $patterns, $area['handles'] );
	}
	return array_values(
		array_filter(
			$scripts->queue,
			function ( $handle ) use ( $patterns ) {
				foreach ( $patterns as $pattern ) {
					$prefix = rtrim( $pattern, '*' );
					if ( $handle === $pattern || ( $prefix !== $pattern && 0 === strpos( $handle, $prefix ) ) ) {
						return true;
					}
				}
				return false;
			}
		)
	);
}

function site_runtime_replace_scripts() {
	static $moved = array();
	$scripts      = wp_scripts();
	if ( ! wp_script_is( SITE_RUNTIME_HANDLE, 'enqueued' ) ) {
		return;
	}
	foreach ( site_runtime_replaced_handles( $scripts ) as $handle ) {
		wp_dequeue_script( $handle );
		// Enqueued again by a later shortcode: its globals are on our handle already.
		if ( isset( $moved[ $handle ] ) ) {
			continue;
		}
		$moved[ $handle ] = true;
		$globals = array_filter(
			array_merge( array( $scripts->get_data( $handle, 'data' ) ), (array) $scripts->get_data( $handle, 'before' ) ),
			'is_string'
		);
		foreach ( $globals as $code ) {
			if ( '' !== trim( $code ) ) {
				wp_add_inline_script( SITE_RUNTIME_HANDLE, $code, 'before' );
			}
		}
	}
}

/** Our two tags: the bundle as a module, the classic build only where modules are not supported. */
function site_runtime_script_tag( $tag, $handle, $src ) {
	$attribute = array(
		SITE_RUNTIME_HANDLE          => 'type="module"',
		SITE_RUNTIME_NOMODULE_HANDLE => 'nomodule',
	);
	if ( ! isset( $attribute[ $handle ] ) ) {
		return $tag;
	}
	// The tag also carries the inline `before` scripts: only the one loading $src is rewritten.
	$pattern = '#<script[^>]*\sid=[\'"]' . preg_quote( $handle, '#' ) . '-js[\'"][^>]*></script>#';
	$ours    = sprintf( '<script %s src="%s" id="%s-js"></script>', $attribute[ $handle ], esc_url( $src ), esc_attr( $handle ) );
	return preg_replace_callback(
		$pattern,
		function () use ( $ours ) {
			return $ours;
		},
		$tag
	);
}
