<?php
/**
 * The areas the runtime takes over: for each, the original script handles it
 * replaces (a trailing `*` matches a handle prefix: CleanTalk names its bundle
 * after the variant it picks), the bundles among them that hold more than we
 * replace (the area stays on the original scripts where one is queued), the
 * runtime plugins that do the work, and the plugin or theme whose version
 * decides whether we run the area at all.
 *
 * @package SiteRuntime
 */

defined( 'ABSPATH' ) || exit;

/** Option holding the keys of the areas switched back to their original scripts. */
const SITE_RUNTIME_OPTION = 'site_runtime_original_areas';

/**
 * @return array<string, array{label: string, handles: string[], bundles: string[], plugins: string[], product: string}>
 */
function site_runtime_areas() {
	return array(
		'contact_forms'   => array(
			'label'   => __( 'Contact forms', 'site-runtime' ),
			// CF7 with its validation library, Redirection for CF7 and Email Before Download.
			'handles' => array( 'contact-form-7', 'swv', 'wpcf7-redirect-script', 'email-before-download' ),
			'bundles' => array(),
			'plugins' => array( 'contact-form', 'email-download' ),
			'product' => 'cf7',
		),
		'spam_protection' => array(
			'label'   => __( 'Spam protection', 'site-runtime' ),
			// Older releases enqueue `ct_public_functions`; newer ones `apbct-public-bundle…-js`.
			'handles' => array( 'ct_public_functions', 'apbct-public-bundle*' ),
			'bundles' => array(),
			'plugins' => array( 'anti-spam' ),
			'product' => 'cleantalk',
		),
		'downloads'       => array(
			'label'   => __( 'Downloads', 'site-runtime' ),
			'handles' => array( 'dlm-xhr' ),
			'bundles' => array(),
			'plugins' => array( 'downloads' ),
			'product' => 'download-monitor',
		),
		'attribution'     => array(
			'label'   => __( 'Order attribution', 'site-runtime' ),
			'handles' => array( 'wc-order-attribution', 'sourcebuster-js' ),
			'bundles' => array(),
			'plugins' => array( 'attribution' ),
			'product' => 'woocommerce',
		),
		'theme'           => array(
			'label'   => __( 'Theme', 'site-runtime' ),
			// The separate scripts Avada prints when its JavaScript compiler is off. With the compiler on it prints one
			// `fusion-scripts` file holding every theme script and its globals: the area then stays on it.
			'handles' => array(
				'fusion-scripts',
				'avada-header',
				'avada-menu',
				'avada-to-top',
				'avada-live-search',
				'avada-quantity',
				'avada-tabs-widget',
				'avada-woocommerce',
				'awb-off-canvas',
				'awb-background-slider',
				'fusion-lightbox',
				'fusion-animations',
				'fusion-container',
				'fusion-equal-heights',
				'fusion-video-bg',
				'fusion-scroll-to-anchor',
				'fusion-responsive-typography',
			),
			'bundles' => array( 'fusion-scripts' ),
			'plugins' => array( 'theme', 'header', 'menus', 'mobile-menu', 'off-canvas', 'lightbox', 'live-search', 'sliders', 'widgets', 'scroll-sections', 'to-top', 'effects', 'theme-shop' ),
			'product' => 'avada',
		),
		'woocommerce'     => array(
			'label'   => __( 'WooCommerce', 'site-runtime' ),
			// WooCommerce's classic front-end scripts, woocommerce.js (every store page) among them.
			// The product gallery's libraries (flexslider, jQuery Zoom, PhotoSwipe) go with single-product.js;
			// selectWoo, which only country-select.js called, with it (the runtime keeps the native selects).
			'handles' => array( 'woocommerce', 'selectWoo', 'wc-add-to-cart', 'wc-cart-fragments', 'wc-cart', 'wc-checkout', 'wc-country-select', 'wc-address-i18n', 'wc-add-to-cart-variation', 'wc-single-product', 'zoom', 'flexslider', 'photoswipe', 'photoswipe-ui-default', 'wc-zoom', 'wc-flexslider', 'wc-photoswipe', 'wc-photoswipe-ui-default' ),
			'bundles' => array(),
			'plugins' => array( 'woocommerce' ),
			'product' => 'woocommerce',
		),
	);
}

/**
 * The plugins and theme we read the markup of, with the versions we support.
 *
 * @return array<string, array{name: string, from: string, below: string, version: string|null}>
 */
function site_runtime_products() {
	$theme = wp_get_theme();
	$avada = ( 'Avada' === $theme->get_template() ) ? ( $theme->parent() ? $theme->parent() : $theme ) : null;
	return array(
		'cf7'              => array(
			'name'    => 'Contact Form 7',
			'from'    => '6.0',
			'below'   => '7',
			'version' => defined( 'WPCF7_VERSION' ) ? (string) WPCF7_VERSION : null,
		),
		'cleantalk'        => array(
			'name'    => 'CleanTalk Anti-Spam',
			'from'    => '6.0',
			'below'   => '7',
			'version' => defined( 'APBCT_VERSION' ) ? (string) APBCT_VERSION : null,
		),
		'download-monitor' => array(
			'name'    => 'Download Monitor',
			'from'    => '5.0',
			'below'   => '6',
			'version' => defined( 'DLM_VERSION' ) ? (string) DLM_VERSION : null,
		),
		'woocommerce'      => array(
			'name'    => 'WooCommerce',
			'from'    => '8.5',
			'below'   => '11',
			'version' => defined( 'WC_VERSION' ) ? (string) WC_VERSION : null,
		),
		'avada'            => array(
			'name'    => 'Avada',
			'from'    => '7.11',
			'below'   => '8',
			'version' => $avada ? (string) $avada->get( 'Version' ) : null,
		),
	);
}

/**
 * Whether a detected version is in the supported range.
 *
 * @param array{from: string, below: string, version: string|null} $product One entry of site_runtime_products().
 */
function site_runtime_supports( $product ) {
	return null !== $product['version']
		&& version_compare( $product['version'], $product['from'], '>=' )
		&& version_compare( $product['version'], $product['below'], '<' );
}

/**
 * Area keys renamed since release, with their new keys: the option keeps what the owner saved under the old.
 *
 * @return array<string, string>
 */
function site_runtime_former_area_keys() {
	// WooCommerce's scripts were the "storefront" area, a name the theme's shop layer (theme-shop) shared.
	return array( 'storefront' => 'woocommerce' );
}

/**
 * The saved area keys under their current names.
 *
 * @param mixed $stored The option's value.
 * @return string[]
 */
function site_runtime_current_area_keys( $stored ) {
	$former = site_runtime_former_area_keys();
	$keys   = array();
	foreach ( is_array( $stored ) ? $stored : array() as $key ) {
		$keys[] = ( is_string( $key ) && isset( $former[ $key ] ) ) ? $former[ $key ] : $key;
	}
	return $keys;
}

/** @return string[] Keys of the areas switched back to the original scripts. */
function site_runtime_original_areas() {
	$stored = site_runtime_current_area_keys( get_option( SITE_RUNTIME_OPTION, array() ) );
	return array_values( array_intersect( array_keys( site_runtime_areas() ), $stored ) );
}
