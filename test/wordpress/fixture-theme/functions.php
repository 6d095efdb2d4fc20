<?php
/**
 * Some of the theme's handles, each with the object it localizes; `avada-comments` is one the runtime does
 * not replace. With the lane cookie `site_runtime_lane_avada_compiler=on` the theme prints what Avada prints
 * with its JavaScript compiler on: one `fusion-scripts` file holding every theme script.
 *
 * @package SiteRuntimeFixture
 */

add_theme_support( 'html5', array( 'script', 'style' ) );
add_theme_support( 'title-tag' );

add_action(
	'wp_enqueue_scripts',
	function () {
		$src = get_template_directory_uri() . '/legacy.js';
		if ( isset( $_COOKIE['site_runtime_lane_avada_compiler'] ) && 'on' === $_COOKIE['site_runtime_lane_avada_compiler'] ) {
			wp_enqueue_script( 'fusion-scripts', $src, array( 'jquery' ), '7.11.2', true );
			wp_localize_script( 'fusion-scripts', 'fusionJSVars', array( 'visibility_small' => '640' ) );
			wp_localize_script( 'fusion-scripts', 'avadaHeaderVars', array( 'header_position' => 'top' ) );
			return;
		}
		// The Fusion library's core script, which every Avada page loads (the runtime's theme area looks for its global).
		wp_enqueue_script( 'fusion', $src, array( 'jquery' ), '7.11.2', true );
		wp_localize_script( 'fusion', 'fusionJSVars', array( 'visibility_small' => '640', 'visibility_medium' => '1024' ) );
		$handles = array(
			'avada-header'   => array( 'avadaHeaderVars', array( 'header_position' => 'top', 'header_sticky' => '1', 'side_header_break_point' => 800, 'mobile_menu_design' => 'modern' ) ),
			'fusion-lightbox' => array( 'fusionLightboxVars', array( 'status_lightbox' => '1', 'lightbox_skin' => 'metro-white', 'lightbox_animation_speed' => 'normal' ) ),
			'avada-comments' => array( 'avadaCommentVars', array( 'title_style_type' => 'double solid' ) ),
		);
		foreach ( $handles as $handle => list( $name, $data ) ) {
			wp_enqueue_script( $handle, $src, array( 'jquery' ), '7.11.2', true );
			wp_localize_script( $handle, $name, $data );
		}
	}
);
