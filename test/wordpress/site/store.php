<?php
/**
 * Gives the freshly installed site what a real store has: WooCommerce
 * installed (tables, its default pages with the block cart and checkout),
 * a simple and a variable product with an image per variation, classic
 * [woocommerce_cart] and [woocommerce_checkout] pages beside the block ones,
 * a coupon, cash on delivery, cheque payments and free shipping, pretty permalinks; a Contact
 * Form 7 form and a richer one on pages; a Download Monitor download on a
 * page, and one for members only; a post with comments open; CleanTalk set
 * up as a valid key would leave it. Run with php-cli: store.php <site url>.
 * Prints the URLs the specs visit as JSON.
 */

require __DIR__ . '/cli.php';
require getenv( 'SITE_RUNTIME_WP_ROOT' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';

wp_set_current_user( 1 );

// Pretty permalinks (through WP_Rewrite, so the links made below use them too), and the theme most
// classic stores resemble.
$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
switch_theme( 'twentytwentyone' );
update_option( 'show_avatars', 0 );

/* WooCommerce ------------------------------------------------------------ */
if ( ! get_option( 'woocommerce_db_version' ) ) {
	WC_Install::install();
}
WC_Install::create_pages();
foreach (
	array(
		'woocommerce_coming_soon'             => 'no',
		'woocommerce_store_pages_only'        => 'no',
		'woocommerce_default_country'         => 'GB',
		'woocommerce_currency'                => 'GBP',
		'woocommerce_calc_taxes'              => 'no',
		'woocommerce_enable_guest_checkout'   => 'yes',
		'woocommerce_enable_coupons'          => 'yes',
		'woocommerce_enable_ajax_add_to_cart' => 'yes',
		'woocommerce_cart_redirect_after_add' => 'no',
		'woocommerce_ship_to_countries'       => '',
		'woocommerce_allowed_countries'       => 'all',
		'woocommerce_task_list_hidden'        => 'yes',
	) as $option => $value
) {
	update_option( $option, $value );
}
update_option(
	'woocommerce_cod_settings',
	array(
		'enabled'            => 'yes',
		'title'              => 'Cash on delivery',
		'description'        => 'Pay with cash upon delivery.',
		'instructions'       => 'Pay with cash upon delivery.',
		'enable_for_methods' => array(),
		'enable_for_virtual' => 'yes',
	)
);
// Cheque payments too, after cash on delivery, which stays the checkout's first (and so chosen) method: a
// store with two methods shows a box per method, and the order-pay page lets the customer change.
update_option( 'woocommerce_cheque_settings', array( 'enabled' => 'yes', 'title' => 'Check payments' ) );
update_option( 'woocommerce_gateway_order', array( 'cod' => 0, 'cheque' => 1, 'bacs' => 2 ) );
$everywhere = new WC_Shipping_Zone( 0 );
if ( ! $everywhere->get_shipping_methods() ) {
	$everywhere->add_shipping_method( 'free_shipping' );
	$everywhere->save();
}

/** A small PNG in the media library, in one colour, for a product or a variation. */
function site_runtime_lane_image( $name, $rgb ) {
	$image = imagecreatetruecolor( 600, 600 );
	imagefill( $image, 0, 0, imagecolorallocate( $image, $rgb[0], $rgb[1], $rgb[2] ) );
	$file = wp_upload_dir()['path'] . "/$name.png";
	imagepng( $image, $file );
	$id = wp_insert_attachment( array( 'post_title' => $name, 'post_mime_type' => 'image/png', 'post_status' => 'inherit' ), $file );
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
	return $id;
}

$beanie = new WC_Product_Simple();
$beanie->set_name( 'Beanie' );
$beanie->set_slug( 'beanie' );
$beanie->set_regular_price( '18' );
$beanie->set_image_id( site_runtime_lane_image( 'beanie', array( 200, 160, 60 ) ) );
$beanie->save();

$colour = new WC_Product_Attribute();
$colour->set_name( 'Colour' );
$colour->set_options( array( 'Blue', 'Red' ) );
$colour->set_visible( true );
$colour->set_variation( true );
$hoodie = new WC_Product_Variable();
$hoodie->set_name( 'Hoodie' );
$hoodie->set_slug( 'hoodie' );
$hoodie->set_attributes( array( $colour ) );
$hoodie->set_image_id( site_runtime_lane_image( 'hoodie', array( 120, 120, 120 ) ) );
$hoodie->save();
foreach ( array( 'Blue' => array( '45', array( 40, 80, 200 ) ), 'Red' => array( '42', array( 200, 40, 40 ) ) ) as $choice => list( $price, $rgb ) ) {
	$variation = new WC_Product_Variation();
	$variation->set_parent_id( $hoodie->get_id() );
	$variation->set_attributes( array( 'colour' => $choice ) );
	$variation->set_regular_price( $price );
	$variation->set_image_id( site_runtime_lane_image( 'hoodie-' . strtolower( $choice ), $rgb ) );
	$variation->save();
}
WC_Product_Variable::sync( $hoodie->get_id() );

$coupon = new WC_Coupon();
$coupon->set_code( 'save10' );
$coupon->set_discount_type( 'percent' );
$coupon->set_amount( 10 );
$coupon->save();

/** A published page holding `$content`; returns its URL. */
function site_runtime_lane_page( $title, $content ) {
	$id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => $title, 'post_content' => $content ) );
	return get_permalink( $id );
}

$urls = array(
	'shop'            => get_permalink( wc_get_page_id( 'shop' ) ),
	'simpleProduct'   => get_permalink( $beanie->get_id() ),
	'variableProduct' => get_permalink( $hoodie->get_id() ),
	'blockCart'       => get_permalink( wc_get_page_id( 'cart' ) ),
	'blockCheckout'   => get_permalink( wc_get_page_id( 'checkout' ) ),
	'classicCart'     => site_runtime_lane_page( 'Classic cart', '[woocommerce_cart]' ),
	'classicCheckout' => site_runtime_lane_page( 'Classic checkout', '[woocommerce_checkout]' ),
	'productIds'      => array( 'simple' => $beanie->get_id(), 'variable' => $hoodie->get_id() ),
	// A new guest order waiting for payment at each visit, and the page to pay it (site/lane-switches.php).
	'newOrderToPay'   => add_query_arg( 'site_runtime_lane_pay_order', '1', home_url( '/' ) ),
);

/* Contact Form 7 ------------------------------------------------------------ */
$forms = get_posts( array( 'post_type' => 'wpcf7_contact_form', 'numberposts' => 1, 'orderby' => 'ID', 'order' => 'ASC' ) );
if ( $forms ) {
	$contact         = wpcf7_contact_form( $forms[0]->ID );
	$urls['contact'] = site_runtime_lane_page( 'Contact', sprintf( '[contact-form-7 id="%s" title="%s"]', $contact->hash(), $contact->title() ) );
	$rich            = WPCF7_ContactForm::get_template( array( 'title' => 'Rich form' ) );
	$rich->set_properties(
		array(
			'form' => implode(
				"\n",
				array(
					'<label> Your name [text* your-name autocomplete:name] </label>',
					// Contact Form 7 6's reflection: the name as typed, shown back once the field is left.
					'[reflection your-name]',
					'<label> Your email [email* your-email autocomplete:email] </label>',
					'<label> Your message [textarea your-message] </label>',
					'<label> [quiz quiz-math "What is 2+2?|4"] </label>',
					'[acceptance terms] I accept the terms. [/acceptance]',
					'[submit "Send"]',
				)
			),
		)
	);
	$rich->save();
	$urls['richForm'] = site_runtime_lane_page( 'Rich form', sprintf( '[contact-form-7 id="%s" title="Rich form"]', $rich->hash() ) );
	// WordPress's own disallowed words, which Contact Form 7 treats as spam.
	update_option( 'disallowed_keys', 'lane-spam-word' );
}

/* Download Monitor ------------------------------------------------------------ */
if ( class_exists( 'DLM_Download' ) ) {
	$file = wp_upload_dir()['basedir'] . '/lane-manual.pdf';
	file_put_contents( $file, "%PDF-1.4\n" . str_repeat( "site-runtime lane download\n", 40000 ) );
	$downloads = array();
	foreach ( array( 'manual' => 'no', 'members' => 'yes' ) as $slug => $members_only ) {
		$id = wp_insert_post( array( 'post_type' => 'dlm_download', 'post_status' => 'publish', 'post_title' => 'Lane ' . $slug, 'post_name' => 'lane-' . $slug ) );
		update_post_meta( $id, '_members_only', $members_only );
		$version = wp_insert_post( array( 'post_type' => 'dlm_download_version', 'post_status' => 'publish', 'post_parent' => $id, 'post_title' => 'Lane ' . $slug . ' 1.0' ) );
		update_post_meta( $version, '_files', wp_json_encode( array( wp_upload_dir()['baseurl'] . '/lane-manual.pdf' ) ) );
		update_post_meta( $version, '_filesize', filesize( $file ) );
		update_post_meta( $version, '_version', '1.0' );
		// Inserting the download cached its (then empty) list of versions; without this it has "no file paths".
		download_monitor()->service( 'transient_manager' )->clear_versions_transient( $id );
		$downloads[ $slug ] = $id;
	}
	$urls['downloads']   = site_runtime_lane_page( 'Downloads', sprintf( '[download id="%d"] [download id="%d"]', $downloads['manual'], $downloads['members'] ) );
	$urls['downloadIds'] = $downloads;
}

/* Comments and CleanTalk ------------------------------------------------------------ */
$post                 = get_posts( array( 'post_type' => 'post', 'numberposts' => 1 ) )[0];
$urls['commentsPost'] = get_permalink( $post );
update_option( 'comment_moderation', 0 );
update_option( 'comment_previously_approved', 0 );
// E-mail addresses in a page's content, which CleanTalk's contact encoder prints encoded: plain text and a mailto link.
$urls['encodedContacts'] = site_runtime_lane_page( 'Our team', "<p>Write to our press office at press@example.org.</p>\n\n<p>Sales: <a href=\"mailto:sales@example.net\">sales@example.net</a></p>" );
// As a valid key leaves CleanTalk with its cloud out of reach: it then decides comments itself,
// accepting those whose page passed its JavaScript check. Its external bot detector is off (no web
// here), and its cron tasks are parked so no page load calls home.
$cleantalk_settings           = (array) get_option( 'cleantalk_settings', array() );
$cleantalk_settings['apikey']      = 'lane0key0000';
$cleantalk_settings['data__pixel'] = '0';
update_option( 'cleantalk_settings', $cleantalk_settings );
$cleantalk_data = (array) get_option( 'cleantalk_data', array() );
// A site that has run a while also has its day's JavaScript key: on a fresh site the first requests each
// mint one, and one request's key is lost to another's save (its page then fails the check).
$cleantalk_data = array_merge( $cleantalk_data, array( 'key_is_ok' => 1, 'moderate' => 1, 'bot_detector_enabled' => 0, 'js_keys' => array( wp_rand() => time() ) ) );
update_option( 'cleantalk_data', $cleantalk_data );
// The admin has seen CleanTalk's settings page since activating it: else the first admin-side request
// (admin-ajax.php included) runs its after-activation account check, which with no cloud marks the key bad.
delete_option( 'ct_plugin_do_activation_redirect' );
$cleantalk_cron = get_option( 'cleantalk_cron' );
if ( is_array( $cleantalk_cron ) ) {
	foreach ( $cleantalk_cron as &$task ) {
		if ( is_array( $task ) && isset( $task['next_call'] ) ) {
			$task['next_call'] = time() + YEAR_IN_SECONDS;
		}
	}
	unset( $task );
	update_option( 'cleantalk_cron', $cleantalk_cron );
}

flush_rewrite_rules();
echo wp_json_encode( $urls ), "\n";
