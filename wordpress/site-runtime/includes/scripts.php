<?php
/**
 * Front end: the runtime's two tags (a module, and the classic build for
 * browsers without modules), and the replaced scripts taken off the page.
 *
 * A replaced handle stays registered and enqueued: WordPress still prints
 * what comes with it at print time (its localized data, which WooCommerce
 * adds only then, its translations and its before and after inline scripts),
 * and scripts that depend on it are still satisfied. Only the tag that loads
 * its file is dropped, as it is printed. An area goes back to its original
 * scripts for the request when a script that stays on the page depends on
 * one of its handles, or when one of its handles is a bundle we cannot take
 * apart; the runtime is then told to leave that area alone.
 *
 * @package SiteRuntime
 */

defined( 'ABSPATH' ) || exit;

const SITE_RUNTIME_HANDLE          = 'site-runtime';
const SITE_RUNTIME_NOMODULE_HANDLE = 'site-runtime-nomodule';

add_action( 'wp_enqueue_scripts', 'site_runtime_enqueue', 1000 );
// Printed last: the area decisions need every script the page's content enqueued.
add_action( 'wp_print_footer_scripts', 'site_runtime_enqueue_late', 9 );
add_filter( 'script_loader_tag', 'site_runtime_drop_replaced_tag', PHP_INT_MAX, 2 );
add_filter( 'wp_script_attributes', 'site_runtime_script_attributes' );

/** The built file's URL with its modification time as the version, or null when the plugin has no build. */
function site_runtime_dist( $file ) {
	$path = dirname( SITE_RUNTIME_FILE ) . '/dist/' . $file;
	return is_readable( $path ) ? array( plugins_url( 'dist/' . $file, SITE_RUNTIME_FILE ), (string) filemtime( $path ) ) : null;
}

/** Registers our two handles; they are enqueued in the footer, after the page's content has enqueued its scripts. */
function site_runtime_enqueue() {
	$module  = site_runtime_dist( 'site-runtime.js' );
	$classic = site_runtime_dist( 'site-runtime.iife.js' );
	if ( null === $module || null === $classic ) {
		return; // No build: the original scripts keep running.
	}
	wp_register_script( SITE_RUNTIME_HANDLE, $module[0], array(), $module[1], true );
	wp_register_script( SITE_RUNTIME_NOMODULE_HANDLE, $classic[0], array( SITE_RUNTIME_HANDLE ), $classic[1], true );
	// Head scripts are printed before the footer decides: an area whose head handles are queued decides now.
	site_runtime_decide_areas( true );
	site_runtime_hold_jquery();
}

/**
 * A footer script's jQuery would print in the head, before the footer decides whether the runtime
 * replaces that script: the replaced footer handles of undecided areas lose jQuery for now, and the
 * areas that keep their original scripts get it back when they are decided (it then prints in the footer).
 *
 * @param string[]|null $original_areas Areas decided for the original scripts: their handles get jQuery back.
 * @return string[] The handles holding jQuery back.
 */
function site_runtime_hold_jquery( $original_areas = null ) {
	static $held = array();
	$scripts = wp_scripts();
	if ( null !== $original_areas ) {
		foreach ( $held as $i => $handle ) {
			if ( in_array( site_runtime_area_of( $handle ), $original_areas, true ) ) {
				$scripts->registered[ $handle ]->deps[] = 'jquery';
				unset( $held[ $i ] );
			}
		}
		$held = array_values( $held );
		return $held;
	}
	$decided = site_runtime_request_areas();
	// Areas the owner switched back, or whose plugin is outside the versions we support, stay as WordPress prints them.
	$original = site_runtime_original_areas();
	$products = site_runtime_products();
	$areas    = site_runtime_areas();
	foreach ( site_runtime_queued_handles( $scripts ) as $handle ) {
		$area = site_runtime_area_of( $handle );
		$deps = $scripts->registered[ $handle ]->deps;
		if ( null === $area || isset( $decided[ $area ] ) || in_array( $area, $original, true ) || ! site_runtime_supports( $products[ $areas[ $area ]['product'] ] ) ) {
			continue;
		}
		if ( site_runtime_is_head_handle( $handle ) || ! in_array( 'jquery', $deps, true ) || site_runtime_needs_jquery( $handle ) ) {
			continue;
		}
		$scripts->registered[ $handle ]->deps = array_values( array_diff( $deps, array( 'jquery' ) ) );
		$held[]                               = $handle;
	}
	return $held;
}

function site_runtime_enqueue_late() {
	if ( ! wp_script_is( SITE_RUNTIME_HANDLE, 'registered' ) ) {
		return;
	}
	site_runtime_decide_areas( false );
	$areas = site_runtime_request_areas();
	// Every area of the page on its original scripts: the runtime would have nothing to do.
	if ( $areas && ! array_filter( $areas ) ) {
		return;
	}
	$disable = array();
	foreach ( $areas as $key => $runtime ) {
		if ( ! $runtime ) {
			$disable = array_merge( $disable, site_runtime_areas()[ $key ]['plugins'] );
		}
	}
	// WooCommerce prints code queued with wc_enqueue_js after the footer scripts, wrapped in `jQuery(function($) { ... })`.
	if ( ! empty( $GLOBALS['wc_queued_js'] ) ) {
		wp_enqueue_script( 'jquery' );
	}
	if ( $disable ) {
		wp_add_inline_script( SITE_RUNTIME_HANDLE, 'window.siteRuntime = ' . wp_json_encode( array( 'disable' => array_values( array_unique( $disable ) ) ) ) . ';', 'before' );
	}
	wp_enqueue_script( SITE_RUNTIME_NOMODULE_HANDLE );
}

/**
 * The areas decided for this request: key => true where the runtime runs it, false where the original
 * scripts do. An area is decided once, the first time one of its handles is queued at a decision point.
 *
 * @param array<string, bool>|null $set Decisions to add.
 * @return array<string, bool>
 */
function site_runtime_request_areas( $set = null ) {
	static $decided = array();
	if ( null !== $set ) {
		$decided = array_merge( $set, $decided );
	}
	return $decided;
}

/** Whether `$handle` is one of `$patterns` (a trailing `*` matches a prefix). */
function site_runtime_handle_matches( $handle, $patterns ) {
	foreach ( $patterns as $pattern ) {
		$prefix = rtrim( $pattern, '*' );
		if ( $handle === $pattern || ( $prefix !== $pattern && 0 === strpos( $handle, $prefix ) ) ) {
			return true;
		}
	}
	return false;
}

/** Every handle the queue will print: the queued ones and their dependencies. */
function site_runtime_queued_handles( WP_Scripts $scripts ) {
	$seen  = array();
	$stack = $scripts->queue;
	while ( $stack ) {
		$handle = array_pop( $stack );
		if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$seen[ $handle ] = true;
		$stack           = array_merge( $stack, $scripts->registered[ $handle ]->deps );
	}
	return array_keys( $seen );
}

/**
 * Decides the areas whose handles are queued: the runtime runs an area unless the owner switched it back,
 * its plugin or theme is outside the versions we support, it is a bundle we leave whole (Avada's compiled
 * `fusion-scripts`), or a script that stays on the page depends on one of its handles.
 *
 * @param bool $head_only Only areas with a handle printed in the head (decided before the head prints).
 */
function site_runtime_decide_areas( $head_only ) {
	$scripts  = wp_scripts();
	$queued   = site_runtime_queued_handles( $scripts );
	$original = site_runtime_original_areas();
	$products = site_runtime_products();
	$decided  = site_runtime_request_areas();
	$areas    = site_runtime_areas();

	$replaceable = array();
	foreach ( $areas as $key => $area ) {
		$replaceable = array_merge( $replaceable, $area['handles'] );
	}
	$decisions = array();
	foreach ( $areas as $key => $area ) {
		if ( isset( $decided[ $key ] ) ) {
			continue;
		}
		$mine = array_values(
			array_filter(
				$queued,
				function ( $handle ) use ( $area ) {
					return site_runtime_handle_matches( $handle, $area['handles'] );
				}
			)
		);
		if ( ! $mine || ( $head_only && ! array_filter( $mine, 'site_runtime_is_head_handle' ) ) ) {
			continue;
		}
		$kept_bundle = array_intersect( $mine, $area['bundles'] );
		$dependents  = array_filter(
			$queued,
			function ( $handle ) use ( $scripts, $mine, $replaceable ) {
				return ! site_runtime_handle_matches( $handle, $replaceable ) && array_intersect( $scripts->registered[ $handle ]->deps, $mine );
			}
		);
		$decisions[ $key ] = ! in_array( $key, $original, true )
			&& site_runtime_supports( $products[ $area['product'] ] )
			&& ! $kept_bundle
			&& ! $dependents;
	}
	site_runtime_hold_jquery( array_keys( array_filter( $decisions, 'site_runtime_is_false' ) ) );
	// Handles of an area the runtime runs, including those queued after it was decided (by the content).
	foreach ( site_runtime_request_areas( $decisions ) as $key => $runtime ) {
		foreach ( $runtime ? $queued : array() as $handle ) {
			if ( site_runtime_handle_matches( $handle, $areas[ $key ]['handles'] ) ) {
				site_runtime_prune_dependencies( $handle, $replaceable );
			}
		}
	}
}

/**
 * A replaced script's own libraries are not loaded for it any more: it keeps the dependencies that are
 * replaced too (their globals), jQuery where code printed with it needs jQuery (site_runtime_needs_jquery)
 * and wp-i18n where WordPress has translations to print for it.
 */
function site_runtime_prune_dependencies( $handle, $replaceable ) {
	$script       = wp_scripts()->registered[ $handle ];
	$translated   = ! empty( $script->textdomain ) && load_script_textdomain( $handle, $script->textdomain, $script->translations_path );
	$jquery       = site_runtime_needs_jquery( $handle );
	$script->deps = array_values(
		array_filter(
			$script->deps,
			function ( $dep ) use ( $translated, $replaceable, $jquery ) {
				return site_runtime_handle_matches( $dep, $replaceable )
					|| ( $jquery && in_array( $dep, array( 'jquery', 'jquery-core' ), true ) )
					|| ( 'wp-i18n' === $dep && $translated );
			}
		)
	);
}

/**
 * Whether a replaced handle still needs jQuery on the page: its own before/after inline scripts call it.
 * Localized data (`var x = {...}`) does not. Otherwise nothing of ours asks for jQuery, and a page whose
 * other scripts do not either goes without it.
 */
function site_runtime_needs_jquery( $handle ) {
	$scripts = wp_scripts();
	$inline  = array_merge( (array) $scripts->get_data( $handle, 'before' ), (array) $scripts->get_data( $handle, 'after' ) );
	foreach ( array_filter( $inline, 'is_string' ) as $code ) {
		if ( preg_match( '/\bjQuery\b|\$\s*\(/', $code ) ) {
			return true;
		}
	}
	return false;
}

function site_runtime_is_false( $value ) {
	return false === $value;
}

function site_runtime_is_head_handle( $handle ) {
	$scripts = wp_scripts();
	return 0 === (int) $scripts->get_data( $handle, 'group' ) && empty( $scripts->registered[ $handle ]->args );
}

/** The area whose handle list names `$handle`, or null. */
function site_runtime_area_of( $handle ) {
	foreach ( site_runtime_areas() as $key => $area ) {
		if ( site_runtime_handle_matches( $handle, $area['handles'] ) ) {
			return $key;
		}
	}
	return null;
}

/** The area a replaced handle belongs to, when the runtime runs that area in this request. */
function site_runtime_replacing_area( $handle ) {
	$key     = site_runtime_area_of( $handle );
	$decided = site_runtime_request_areas();
	return null !== $key && ! empty( $decided[ $key ] ) && ! in_array( $handle, site_runtime_areas()[ $key ]['bundles'], true ) ? $key : null;
}

/**
 * Drops the tag that loads a replaced script's file, keeping what WordPress prints around it
 * (translations, before and after inline scripts): the runtime reads the same globals.
 */
function site_runtime_drop_replaced_tag( $tag, $handle ) {
	if ( ! wp_script_is( SITE_RUNTIME_HANDLE, 'registered' ) ) {
		return $tag;
	}
	// Only a handle of ours can need a decision: the other tags of the page pass untouched.
	$area = site_runtime_area_of( $handle );
	if ( null === $area ) {
		return $tag;
	}
	if ( ! array_key_exists( $area, site_runtime_request_areas() ) ) {
		site_runtime_decide_areas( did_action( 'wp_print_footer_scripts' ) === 0 );
	}
	if ( null === site_runtime_replacing_area( $handle ) ) {
		return $tag;
	}
	$pattern = '#<script\b(?=[^>]*\bsrc=)[^>]*\bid=([\'"])' . preg_quote( $handle, '#' ) . '-js\1[^>]*>\s*</script>\s*#';
	return (string) preg_replace( $pattern, '', $tag );
}

/** Our two tags: the bundle as a module, the classic build only where modules are not supported. */
function site_runtime_script_attributes( $attributes ) {
	$id = isset( $attributes['id'] ) ? $attributes['id'] : '';
	if ( SITE_RUNTIME_HANDLE . '-js' === $id ) {
		$attributes['type'] = 'module';
	} elseif ( SITE_RUNTIME_NOMODULE_HANDLE . '-js' === $id ) {
		$attributes['nomodule'] = true;
	}
	return $attributes;
}
