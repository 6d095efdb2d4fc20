<?php
/**
 * Settings → Site runtime: a switch per area that brings back the original
 * scripts (and tells the runtime to leave that area alone), and the versions
 * of the plugins and theme found, against those supported.
 *
 * @package SiteRuntime
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_init', 'site_runtime_register_setting' );
add_action( 'admin_menu', 'site_runtime_add_page' );
add_action( 'admin_notices', 'site_runtime_version_notice' );
add_filter( 'plugin_action_links_' . plugin_basename( SITE_RUNTIME_FILE ), 'site_runtime_action_links' );

/** A Settings link beside Deactivate on the Plugins screen. */
function site_runtime_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=site-runtime' );
	array_unshift( $links, sprintf( '<a href="%s">%s</a>', esc_url( $url ), esc_html__( 'Settings', 'site-runtime' ) ) );
	return $links;
}

/** The active plugins and theme outside the versions we support: their areas run the original scripts. */
function site_runtime_unsupported_products() {
	return array_filter(
		site_runtime_products(),
		function ( $product ) {
			return null !== $product['version'] && ! site_runtime_supports( $product );
		}
	);
}

/** Tells the admins which areas went back to the original scripts because of a version we do not support. */
function site_runtime_version_notice() {
	$unsupported = site_runtime_unsupported_products();
	if ( ! $unsupported || ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$names = array();
	foreach ( $unsupported as $product ) {
		/* translators: 1: plugin or theme name, 2: its version. */
		$names[] = sprintf( __( '%1$s %2$s', 'site-runtime' ), $product['name'], $product['version'] );
	}
	printf(
		'<div class="notice notice-warning" id="site-runtime-version-notice"><p>%s <a href="%s">%s</a></p></div>',
		/* translators: %s: list of plugin and theme names with versions. */
		esc_html( sprintf( __( 'Site runtime: %s is outside the versions it supports, so its area runs the original scripts.', 'site-runtime' ), implode( ', ', $names ) ) ),
		esc_url( admin_url( 'options-general.php?page=site-runtime' ) ),
		esc_html__( 'Settings', 'site-runtime' )
	);
}

function site_runtime_register_setting() {
	register_setting(
		'site_runtime',
		SITE_RUNTIME_OPTION,
		array(
			'type'              => 'array',
			'default'           => array(),
			'sanitize_callback' => 'site_runtime_sanitize_areas',
		)
	);
}

/** Keeps only known area keys. */
function site_runtime_sanitize_areas( $value ) {
	$keys = is_array( $value ) ? array_map( 'sanitize_key', $value ) : array();
	return array_values( array_intersect( array_keys( site_runtime_areas() ), $keys ) );
}

function site_runtime_add_page() {
	add_options_page(
		__( 'Site runtime', 'site-runtime' ),
		__( 'Site runtime', 'site-runtime' ),
		'manage_options',
		'site-runtime',
		'site_runtime_render_page'
	);
}

function site_runtime_render_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'You do not have permission to change these settings.', 'site-runtime' ) );
	}
	$original = site_runtime_original_areas();
	$products = site_runtime_products();
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Site runtime', 'site-runtime' ); ?></h1>
		<?php if ( null === site_runtime_dist( 'site-runtime.js' ) ) : ?>
			<div class="notice notice-error"><p><?php esc_html_e( 'The runtime build is missing from the plugin folder (dist/), so the original scripts run everywhere. Install the plugin from site-runtime.zip.', 'site-runtime' ); ?></p></div>
		<?php endif; ?>
		<p><?php esc_html_e( 'The runtime replaces the front-end scripts below. Tick an area to run its original scripts again instead; the runtime then leaves that area alone.', 'site-runtime' ); ?></p>
		<p><?php esc_html_e( 'An area also runs its original scripts on a page where another script that stays there depends on one of them (for example WooCommerce\'s block checkout on order attribution), and the theme area stays on Avada\'s scripts while Avada\'s JavaScript compiler is on (it prints them as one file): turn the compiler off under Avada → Options → Performance to let the runtime take the theme area.', 'site-runtime' ); ?></p>
		<form method="post" action="options.php">
			<?php settings_fields( 'site_runtime' ); ?>
			<table class="widefat striped">
				<thead>
					<tr>
						<th scope="col"><?php esc_html_e( 'Area', 'site-runtime' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Original scripts (handles)', 'site-runtime' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Use the original scripts', 'site-runtime' ); ?></th>
					</tr>
				</thead>
				<tbody>
				<?php foreach ( site_runtime_areas() as $key => $area ) : ?>
					<?php $id = 'site-runtime-original-' . $key; ?>
					<tr>
						<th scope="row"><label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $area['label'] ); ?></label></th>
						<td><code><?php echo esc_html( implode( ', ', $area['handles'] ) ); ?></code></td>
						<td>
							<input type="checkbox" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( SITE_RUNTIME_OPTION ); ?>[]" value="<?php echo esc_attr( $key ); ?>" <?php checked( in_array( $key, $original, true ) ); ?> />
						</td>
					</tr>
				<?php endforeach; ?>
				</tbody>
			</table>
			<?php submit_button(); ?>
		</form>

		<h2><?php esc_html_e( 'Plugins and theme found', 'site-runtime' ); ?></h2>
		<table class="widefat striped" id="site-runtime-versions">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Name', 'site-runtime' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Version found', 'site-runtime' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Supported', 'site-runtime' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Status', 'site-runtime' ); ?></th>
				</tr>
			</thead>
			<tbody>
			<?php foreach ( $products as $key => $product ) : ?>
				<tr data-product="<?php echo esc_attr( $key ); ?>">
					<th scope="row"><?php echo esc_html( $product['name'] ); ?></th>
					<td><?php echo esc_html( null === $product['version'] ? __( 'not active', 'site-runtime' ) : $product['version'] ); ?></td>
					<td>
						<?php
						/* translators: 1: lowest supported version, 2: first unsupported major version. */
						echo esc_html( sprintf( __( '%1$s and later, below %2$s', 'site-runtime' ), $product['from'], $product['below'] ) );
						?>
					</td>
					<td>
						<?php
						if ( null === $product['version'] ) {
							esc_html_e( 'Nothing to replace', 'site-runtime' );
						} elseif ( site_runtime_supports( $product ) ) {
							esc_html_e( 'Supported', 'site-runtime' );
						} else {
							esc_html_e( 'Not supported: its area runs the original scripts', 'site-runtime' );
						}
						?>
					</td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
	</div>
	<?php
}
