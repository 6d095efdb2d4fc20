/**
 * The variations form's events (docs/plugins/woocommerce-variations-form.md#events),
 * with their positional arguments. All are fired on the form (show_variation
 * and hide_variation on its `.single_variation`, which bubbles to the form).
 */
declare module '../../../kernel/events' {
  interface BusEvents {
    /** A variation matches the choices: `(variation)`. */
    found_variation: [variation: Record<string, unknown>];
    /** The choices no longer name a variation: its data goes. */
    reset_data: [];
    /** The variation's price, stock and button are shown: `(variation, purchasable)`. */
    show_variation: [variation: Record<string, unknown>, purchasable?: boolean];
    /** The variation's details are hidden again. */
    hide_variation: [];
    /** Check the selects: `(chosenAttributes?)`, WooCommerce's `{ data, count, chosenCount }`. */
    check_variations: [chosen?: unknown];
    /** The form started: `(variationForm)`. */
    wc_variation_form: [form: unknown];
    /** A select changed (inline variations only), before the check. */
    woocommerce_variation_select_change: [];
    /** A select changed, after the check. */
    woocommerce_variation_has_changed: [];
    /** Prune each select's options to what the other choices allow. */
    update_variation_values: [];
    /** The options were pruned. */
    woocommerce_update_variation_values: [];
    /** Put the gallery's original image back. */
    reset_image: [];
    /** Tell screen readers the choice was cleared. */
    announce_reset: [];
    /** Read `data-product_variations` again and check. */
    reload_product_variations: [];
    /** On the gallery after a variation image: show the first slide. */
    woocommerce_gallery_reset_slide_position: [];
    /** On the gallery after a variation image: the zoom reads the image again. */
    woocommerce_gallery_init_zoom: [];
  }
}

export {};
