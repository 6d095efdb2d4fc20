<?php
/**
 * Plugin Name: Site runtime test fixture
 * Description: Test only. Enqueues the script handles and prints the globals Contact Form 7, CleanTalk, Download Monitor and WooCommerce print, the way their PHP does (same handles, same wp_localize_script and wp_add_inline_script calls), with a stand-in script; answers Contact Form 7's schema and feedback REST routes and renders its [contact-form-7] shortcode.
 * Version: 1.0.0
 * License: GPL-2.0-or-later
 *
 * @package SiteRuntimeFixture
 */

defined( 'ABSPATH' ) || exit;

// The versions the settings page detects.
define( 'WPCF7_VERSION', '6.1' );
define( 'APBCT_VERSION', '6.85' );
define( 'DLM_VERSION', '5.1.6' );
define( 'WC_VERSION', '10.3.1' );

const SITE_RUNTIME_FIXTURE_FORM = 101;

function site_runtime_fixture_script( $handle, $deps = array(), $in_footer = true ) {
	wp_enqueue_script( $handle, plugins_url( 'legacy.js', __FILE__ ), $deps, '1.0.0', $in_footer );
}

add_action(
	'wp_enqueue_scripts',
	function () {
		// Contact Form 7: its validation library, then the script with `wpcf7` printed before it.
		site_runtime_fixture_script( 'swv' );
		site_runtime_fixture_script( 'contact-form-7', array( 'swv' ) );
		$wpcf7 = array(
			'api' => array(
				'root'      => sanitize_url( get_rest_url() ),
				'namespace' => 'contact-form-7/v1',
			),
		);
		wp_add_inline_script( 'contact-form-7', sprintf( 'var wpcf7 = %s;', wp_json_encode( $wpcf7, JSON_PRETTY_PRINT ) ), 'before' );

		// CleanTalk: the bundle variant's handle, in the head (its globals are echoed on wp_head, below).
		site_runtime_fixture_script( 'apbct-public-bundle_full-protection-js', array(), false );

		// Download Monitor: globals in an inline script before the file, translations localized.
		site_runtime_fixture_script( 'dlm-xhr', array( 'jquery' ) );
		$dlm = wp_json_encode( array( 'xhr_links' => array( 'class' => array( 'download-link', 'download-button' ) ), 'prevent_duplicates' => true, 'nonce' => wp_create_nonce( 'dlm_ajax_nonce' ) ) );
		wp_add_inline_script(
			'dlm-xhr',
			'const dlmXHR = ' . $dlm . '; dlmXHRinstance = {}; const dlmXHRGlobalLinks = "' . esc_js( home_url( '/download/' ) ) . '"; const dlmNonXHRGlobalLinks = []; dlmXHRgif = "' . esc_js( includes_url( '/images/spinner.gif' ) ) . '"; const dlmXHRProgress = "1"',
			'before'
		);
		wp_localize_script( 'dlm-xhr', 'dlmXHRtranslations', array( 'error' => 'An error occurred while trying to download the file. Please try again.' ) );

		// WooCommerce: its base script (kept), the classic scripts, each with its `wc_*_params`.
		site_runtime_fixture_script( 'woocommerce', array( 'jquery' ) );
		wp_localize_script( 'woocommerce', 'woocommerce_params', array( 'ajax_url' => admin_url( 'admin-ajax.php' ), 'wc_ajax_url' => '/?wc-ajax=%%endpoint%%' ) );
		$params = array(
			'wc-add-to-cart'           => array( 'wc_add_to_cart_params', array( 'ajax_url' => admin_url( 'admin-ajax.php' ), 'wc_ajax_url' => '/?wc-ajax=%%endpoint%%', 'i18n_view_cart' => 'View cart', 'cart_url' => home_url( '/cart/' ), 'is_cart' => '', 'cart_redirect_after_add' => 'no' ) ),
			'wc-cart-fragments'        => array( 'wc_cart_fragments_params', array( 'ajax_url' => admin_url( 'admin-ajax.php' ), 'wc_ajax_url' => '/?wc-ajax=%%endpoint%%', 'cart_hash_key' => 'wc_cart_hash_fixture', 'fragment_name' => 'wc_fragments_fixture', 'request_timeout' => '5000' ) ),
			'wc-cart'                  => array( 'wc_cart_params', array( 'ajax_url' => admin_url( 'admin-ajax.php' ), 'wc_ajax_url' => '/?wc-ajax=%%endpoint%%', 'update_shipping_method_nonce' => wp_create_nonce( 'update-shipping-method' ) ) ),
			'wc-country-select'        => array( 'wc_country_select_params', array( 'countries' => '{"GB":[]}', 'i18n_select_state_text' => 'Select an option…' ) ),
			'wc-address-i18n'          => array( 'wc_address_i18n_params', array( 'locale' => '{"default":{}}', 'locale_fields' => '{}', 'i18n_required_text' => 'required', 'i18n_optional_text' => 'optional' ) ),
			'wc-checkout'              => array( 'wc_checkout_params', array( 'ajax_url' => admin_url( 'admin-ajax.php' ), 'wc_ajax_url' => '/?wc-ajax=%%endpoint%%', 'update_order_review_nonce' => wp_create_nonce( 'update-order-review' ), 'is_checkout' => '0' ) ),
			'wc-add-to-cart-variation' => array( 'wc_add_to_cart_variation_params', array( 'wc_ajax_url' => '/?wc-ajax=%%endpoint%%', 'i18n_no_matching_variations_text' => 'Sorry, no products matched your selection.' ) ),
			'wc-single-product'        => array( 'wc_single_product_params', array( 'i18n_required_rating_text' => 'Please select a rating', 'review_rating_required' => 'yes', 'flexslider_enabled' => '1', 'zoom_enabled' => '1', 'photoswipe_enabled' => '1' ) ),
		);
		foreach ( $params as $handle => list( $name, $data ) ) {
			site_runtime_fixture_script( $handle, array( 'jquery', 'woocommerce' ) );
			wp_localize_script( $handle, $name, $data );
		}

		// WooCommerce order attribution.
		site_runtime_fixture_script( 'sourcebuster-js' );
		site_runtime_fixture_script( 'wc-order-attribution', array( 'sourcebuster-js' ) );
		wp_localize_script(
			'wc-order-attribution',
			'wc_order_attribution',
			array(
				'params' => array( 'lifetime' => 1.0e-5, 'session' => 30, 'base64' => false, 'ajaxurl' => admin_url( 'admin-ajax.php' ), 'prefix' => 'wc_order_attribution_', 'allowTracking' => true ),
				'fields' => array( 'source_type' => 'current.typ', 'referrer' => 'current_add.rf' ),
			)
		);
	}
);

// CleanTalk echoes its two globals itself, early in the head, rather than localizing them.
add_action(
	'wp_head',
	function () {
		$functions = array( '_ajax_nonce' => wp_create_nonce( 'ct_secret_stuff' ), '_rest_nonce' => wp_create_nonce( 'wp_rest' ), '_ajax_url' => '/wp-admin/admin-ajax.php', '_rest_url' => esc_url( get_rest_url() ), 'data__cookies_type' => 'none', 'data__ajax_type' => 'rest', 'bot_detector_enabled' => 0, 'data__frontend_data_log_enabled' => 0, 'cookiePrefix' => '', 'wprocket_detected' => false, 'host_url' => '127.0.0.1', 'text__ee_click_to_select' => 'Click to select the whole data' );
		$public    = array( 'settings__forms__check_internal' => '0', 'settings__forms__check_external' => '0', 'settings__forms__force_protection' => '0', 'settings__forms__search_test' => '0', 'blog_home' => home_url( '/' ), 'pixel__setting' => '0', 'data__email_check_before_post' => '0', 'data__cookies_type' => 'none', 'data__visible_fields_required' => true, 'wl_brandname' => 'Anti-Spam by CleanTalk', 'wl_brandname_short' => 'CleanTalk', 'ct_checkjs_key' => 0, 'emailEncoderPassKey' => '' );
		echo '<script data-no-defer="1" data-cfasync="false">var ctPublicFunctions = ' . wp_json_encode( $functions ) . "</script>\n";
		echo '<script data-no-defer="1" data-cfasync="false">var ctPublic = ' . wp_json_encode( $public ) . "</script>\n";
	},
	1
);

// Contact Form 7's shortcode markup, for the one form the REST routes below answer for.
add_shortcode(
	'contact-form-7',
	function () {
		$post     = get_the_ID();
		$unit_tag = 'wpcf7-f' . SITE_RUNTIME_FIXTURE_FORM . '-p' . $post . '-o1';
		$field    = function ( $name, $label, $type ) {
			return '<p><label> ' . esc_html( $label ) . '<br /><span class="wpcf7-form-control-wrap" data-name="' . esc_attr( $name ) . '"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false" value="" type="' . esc_attr( $type ) . '" name="' . esc_attr( $name ) . '" /></span></label></p>';
		};
		return '<div class="wpcf7 no-js" id="' . esc_attr( $unit_tag ) . '" lang="en-US" dir="ltr" data-wpcf7-id="' . SITE_RUNTIME_FIXTURE_FORM . '">'
			. '<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>'
			. '<form action="' . esc_url( get_permalink() . '#' . $unit_tag ) . '" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init">'
			. '<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="' . SITE_RUNTIME_FIXTURE_FORM . '" /><input type="hidden" name="_wpcf7_version" value="' . WPCF7_VERSION . '" /><input type="hidden" name="_wpcf7_locale" value="en_US" /><input type="hidden" name="_wpcf7_unit_tag" value="' . esc_attr( $unit_tag ) . '" /><input type="hidden" name="_wpcf7_container_post" value="' . $post . '" /><input type="hidden" name="_wpcf7_posted_data_hash" value="" /></fieldset>'
			. $field( 'your-name', 'Your name', 'text' )
			. $field( 'your-email', 'Your email', 'email' )
			. '<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Send" /></p><div class="wpcf7-response-output" aria-hidden="true"></div>'
			. '</form></div>';
	}
);

// Contact Form 7's REST routes for that form: the validation schema, the feedback to a submission, and the
// refill a reset asks for (no captcha or quiz here, so an empty list, as CF7 answers without add-ons).
add_action(
	'rest_api_init',
	function () {
		$rules = array(
			array( 'rule' => 'required', 'field' => 'your-name', 'error' => 'Please fill out this field.' ),
			array( 'rule' => 'required', 'field' => 'your-email', 'error' => 'Please fill out this field.' ),
			array( 'rule' => 'email', 'field' => 'your-email', 'error' => 'Please enter an email address.' ),
		);
		register_rest_route(
			'contact-form-7/v1',
			'/contact-forms/(?P<id>\d+)/feedback/schema',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => function () use ( $rules ) {
					return array( 'version' => 'Contact Form 7 SWV Schema 2024-10', 'locale' => 'en_US', 'rules' => $rules );
				},
			)
		);
		register_rest_route(
			'contact-form-7/v1',
			'/contact-forms/(?P<id>\d+)/refill',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => '__return_empty_array',
			)
		);
		register_rest_route(
			'contact-form-7/v1',
			'/contact-forms/(?P<id>\d+)/feedback',
			array(
				'methods'             => 'POST',
				'permission_callback' => '__return_true',
				'callback'            => function ( WP_REST_Request $request ) {
					$unit_tag = (string) $request->get_param( '_wpcf7_unit_tag' );
					$invalid  = array();
					foreach ( array( 'your-name', 'your-email' ) as $name ) {
						if ( '' === trim( (string) $request->get_param( $name ) ) ) {
							$invalid[] = array( 'field' => $name, 'message' => 'Please fill out this field.', 'idref' => null, 'error_id' => $unit_tag . '-ve-' . $name );
						}
					}
					return array(
						'contact_form_id'  => (int) $request['id'],
						'status'           => $invalid ? 'validation_failed' : 'mail_sent',
						'message'          => $invalid ? 'One or more fields have an error. Please check and try again.' : 'Thank you for your message. It has been sent.',
						'posted_data_hash' => $invalid ? '' : md5( $unit_tag . $request->get_param( 'your-email' ) ),
						'into'             => '#' . $unit_tag,
						'invalid_fields'   => $invalid,
					);
				},
			)
		);
	}
);
