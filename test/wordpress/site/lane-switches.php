<?php
/**
 * Plugin Name: site-runtime lane switches
 * Description: Test only (a must-use plugin of the WordPress lane). Lets a browser test pick, by cookie, what a site owner picks in wp-admin: the original scripts for every area (the same option the Settings page writes), CleanTalk's transport, and the Avada stand-in theme. Also keeps background work (Action Scheduler's loopback runner) off the lane's small server.
 *
 * @package SiteRuntimeLane
 */

defined( 'ABSPATH' ) || exit;

/** The cookie's value when a test set it. */
function site_runtime_lane_cookie( $name ) {
	return isset( $_COOKIE[ $name ] ) ? sanitize_key( wp_unslash( $_COOKIE[ $name ] ) ) : '';
}

// The identity run: every area on its original scripts, as ticking every box under Settings → Site runtime does.
add_filter(
	'pre_option_site_runtime_original_areas',
	function ( $value ) {
		if ( 'all' !== site_runtime_lane_cookie( 'site_runtime_lane_original' ) || ! function_exists( 'site_runtime_areas' ) ) {
			return $value;
		}
		return array_keys( site_runtime_areas() );
	}
);

// CleanTalk's own choice between REST and admin-ajax for its front-end calls, pinned per test.
add_filter(
	'option_cleantalk_data',
	function ( $data ) {
		$transport = site_runtime_lane_cookie( 'site_runtime_lane_ct_transport' );
		if ( is_array( $data ) && in_array( $transport, array( 'rest', 'admin_ajax' ), true ) ) {
			$data['ajax_type'] = $transport;
		}
		return $data;
	}
);

// CleanTalk's cookie mode (its setting "Set cookies"), pinned per test: native cookies, alternative
// cookies (kept on the server, sent to its alt_sessions endpoint) or none.
add_filter(
	'option_cleantalk_settings',
	function ( $settings ) {
		$modes = array( 'native' => 1, 'alt' => 2, 'none' => 0 );
		$mode  = site_runtime_lane_cookie( 'site_runtime_lane_ct_cookies' );
		if ( is_array( $settings ) && isset( $modes[ $mode ] ) ) {
			$settings['data__set_cookies'] = $modes[ $mode ];
		}
		return $settings;
	}
);

// The Avada stand-in theme for the tests of the theme area.
foreach ( array( 'pre_option_template', 'pre_option_stylesheet' ) as $option ) {
	add_filter(
		$option,
		function ( $value ) {
			return 'avada' === site_runtime_lane_cookie( 'site_runtime_lane_theme' ) ? 'Avada' : $value;
		}
	);
}

// Mail: this machine has no mail server; a test asks for a failure by cookie (Contact Form 7's "mail failed").
add_filter(
	'pre_wp_mail',
	function () {
		return 'fail' !== site_runtime_lane_cookie( 'site_runtime_lane_mail' );
	}
);

// The lane's own PHP scripts load WordPress from the command line, where the upgrade functions
// wp-admin always has (dbDelta) are missing; plugins that finish their install on the next load use them.
if ( 'cli' === PHP_SAPI ) {
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
}

// Another plugin's script that depends on a replaced handle, as WooCommerce's WP Consent API integration
// does on order attribution: the area must then stay on its original scripts for the request.
add_action(
	'wp_enqueue_scripts',
	function () {
		if ( 'on' === site_runtime_lane_cookie( 'site_runtime_lane_attribution_consumer' ) ) {
			wp_enqueue_script( 'lane-attribution-consumer', includes_url( 'js/wp-embed.min.js' ), array( 'wc-order-attribution' ), '1', true );
		}
	},
	20
);

// No web here: WordPress's emoji fallback would fetch its images from the web.
remove_action( 'wp_head', 'print_emoji_detection_script', 7 );

// Every browser of the lane comments from 127.0.0.1: WordPress's 15-second flood check between two
// comments of one address would turn a spec's second comment away.
remove_filter( 'comment_flood_filter', 'wp_throttle_comment_flood' );

add_filter( 'action_scheduler_allow_async_request_runner', '__return_false' );
add_filter( 'woocommerce_admin_disabled', '__return_true' );

// A new order waiting for payment, as a store has when a payment failed or the shop made the order for
// the customer: a guest's order of one Beanie, then the customer's way to pay it (the order-pay page).
// Each journey run pays its own.
add_action(
	'template_redirect',
	function () {
		if ( ! isset( $_GET['site_runtime_lane_pay_order'] ) || ! function_exists( 'wc_create_order' ) ) {
			return;
		}
		// By its slug: wc_get_products() has no slug argument, and without one it returns the newest product.
		$beanie = get_page_by_path( 'beanie', OBJECT, 'product' );
		$order  = wc_create_order();
		$order->add_product( wc_get_product( $beanie->ID ), 1 );
		$order->set_billing_email( 'pay.later@example.com' );
		$order->set_billing_first_name( 'Ada' );
		$order->set_billing_last_name( 'Lovelace' );
		$order->calculate_totals();
		$order->save();
		wp_safe_redirect( $order->get_checkout_payment_url() );
		exit;
	}
);

// The page with neither stack (the bench's baseline): the replaced scripts stay off the page, as under the
// runtime, and the runtime's own tags are not printed either, so what runs is what both stacks leave on
// the page (WordPress's comment-reply, the theme's scripts).
add_filter(
	'script_loader_tag',
	function ( $tag, $handle ) {
		$ours = array( 'site-runtime', 'site-runtime-nomodule' );
		return 'off' === site_runtime_lane_cookie( 'site_runtime_lane_runtime' ) && in_array( $handle, $ours, true ) ? '' : $tag;
	},
	100,
	2
);
