<?php
/**
 * Some of the theme's handles, each with the object it localizes; `avada-comments` is one the runtime does not replace.
 *
 * @package SiteRuntimeFixture
 */

add_theme_support( 'html5', array( 'script', 'style' ) );
add_theme_support( 'title-tag' );

add_action(
	'wp_enqueue_scripts',
	function () {
		$src     = plugins_url( 'site-runtime-fixture/legacy.js' );
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
