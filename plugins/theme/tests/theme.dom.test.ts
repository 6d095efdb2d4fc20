/**
 * The theme layer runs only on Avada's pages: every part of it waits on the `theme` page plugin, which
 * runs where Avada printed `fusionJSVars` and brings the layer's definitions with its chunk. On a
 * WooCommerce store with another theme, WooCommerce's own behaviour (our plugins/woocommerce/*) is kept:
 * the variations form is posted as WooCommerce posts it.
 */
import type { PluginDefinition, PluginModule } from '../../../kernel/types';
import { builtInPlugins } from '../../definitions';
import { theme } from '../definition';
import { themeLayer } from '../layer';
import { json, openTestbed, type Testbed } from '../../../test/support';
import { INIT_DELAY_MS } from '../../../machines/woocommerce/variations-form';
import { PRODUCT_PAGE, SINGLE_PRODUCT_PARAMS, VARIATION_PARAMS, choose, form } from '../../woocommerce/variations-form/tests/product-page';

/** The areas that reproduce originals other than the theme: they run on any theme. Every other built-in plugin is the theme's. */
const NOT_THE_THEME = ['anti-spam', 'attribution', 'contact-form', 'downloads', 'email-download', 'woocommerce'];
const areaOf = (name: string) => name.split('/')[0]!;

const isThemeLayer = (name: string) => name !== theme.name && !NOT_THE_THEME.includes(areaOf(name));

describe('the theme gate on the built-in definitions', () => {
  it('runs the theme page plugin only where Avada printed fusionJSVars', () => {
    expect(theme.page).toEqual({ globals: ['fusionJSVars'] });
    expect(builtInPlugins).toContain(theme);
  });

  it('brings the theme layer with its chunk: the core\'s definitions hold none of it', async () => {
    expect(((await theme.load()) as PluginModule).plugins).toBe(themeLayer);
    expect(builtInPlugins.filter((plugin) => isThemeLayer(plugin.name)).map((plugin) => plugin.name)).toEqual([]);
  });

  it('makes every part of the theme layer wait on the theme page plugin', () => {
    expect(themeLayer.length).toBeGreaterThan(30);
    expect(themeLayer.filter((plugin) => !isThemeLayer(plugin.name) || !plugin.after?.includes(theme.name)).map((plugin) => plugin.name)).toEqual([]);
  });

  it('leaves the other originals\' plugins (WooCommerce\'s own among them) free of it', () => {
    const others = builtInPlugins.filter((plugin) => NOT_THE_THEME.includes(areaOf(plugin.name)));
    expect(others.map((plugin) => areaOf(plugin.name))).toContain('woocommerce');
    expect(others.filter((plugin) => plugin.after?.includes(theme.name)).map((plugin) => plugin.name)).toEqual([]);
  });
});

describe('a WooCommerce variable product page', () => {
  /** What WooCommerce prints for its product page scripts (jQuery-free: ours replace them). */
  const WOOCOMMERCE_GLOBALS = {
    wc_add_to_cart_variation_params: VARIATION_PARAMS,
    wc_single_product_params: SINGLE_PRODUCT_PARAMS,
    wc_add_to_cart_params: { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_view_cart: 'View cart', cart_url: '/cart/', is_cart: '', cart_redirect_after_add: 'no' },
  };
  /** What Avada prints on every page. */
  const AVADA_GLOBALS = { fusionJSVars: { visibility_small: '640', visibility_medium: '1024' } };
  const FRAGMENTS = { fragments: { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' }, cart_hash: 'abc' };

  let testbed: Testbed | undefined;
  /** The plugins whose code the runtime loaded, in order. */
  let loaded: string[] = [];
  afterEach(() => {
    testbed?.close();
    testbed = undefined;
    loaded = [];
  });

  /** The definition, its load recorded in `loaded`, and so are the loads of the plugins its module brings. */
  const recorded = (plugin: PluginDefinition): PluginDefinition => ({
    ...plugin,
    load: async () => {
      loaded.push(plugin.name);
      const module = (await plugin.load()) as PluginModule;
      return module.plugins ? { ...module, plugins: module.plugins.map(recorded) } : module;
    },
  });

  async function open(globals: Record<string, unknown>) {
    const plugins = builtInPlugins.map(recorded);
    testbed = await openTestbed(PRODUCT_PAGE, plugins, {
      globals,
      url: '/shop-nojq/product-hoodie.html',
      routes: { 'POST wc-ajax:get_refreshed_fragments': json(FRAGMENTS) },
    });
    await testbed.settle(INIT_DELAY_MS);
    choose('pa_color', 'blue');
    choose('logo', 'Yes');
  }

  /** Submits the form as its button does; true when nothing prevented the browser's own post. */
  function submit(): boolean {
    return form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  }
  /** The plugins that started actors on the page, in order of name. */
  const running = () => [...new Set(testbed!.runtime.actors().map((actor) => actor.plugin!))].sort();
  const themeLayerLoaded = () => loaded.filter(isThemeLayer);
  const sent = () => testbed!.site.requests.map((request) => `${request.method} ${request.path}?wc-ajax=${request.wcAjax}`);

  it('on another theme, WooCommerce\'s form post goes ahead: no part of the theme layer is loaded, nothing takes the submit', async () => {
    await open(WOOCOMMERCE_GLOBALS);
    expect(loaded).not.toContain('theme');
    expect(testbed!.runtime.stats().plugins.filter(isThemeLayer)).toEqual([]);
    expect(themeLayerLoaded()).toEqual([]);
    // Add to cart, the product tabs and the gallery are loaded too; they make their actors at their first
    // click or touch (queue-on-demand.ts, product-tabs/plugin.ts, product-gallery/plugin.ts).
    expect(loaded).toEqual(expect.arrayContaining(['woocommerce/add-to-cart', 'woocommerce/product-tabs', 'woocommerce/product-gallery']));
    expect(running()).toEqual(['woocommerce/variations-form']);
    expect(form().querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('111');
    expect(submit()).toBe(true);
    await testbed!.settle();
    expect(sent()).toEqual([]);
    expect(testbed!.runtime.stats().pending).toBe(0);
  });

  it('with Avada\'s globals, the theme\'s add to cart takes the submit and posts the form by ajax', async () => {
    await open({ ...WOOCOMMERCE_GLOBALS, ...AVADA_GLOBALS });
    expect(themeLayerLoaded()).toEqual(expect.arrayContaining(['theme-shop/add-to-cart', 'theme-shop/variation-gallery', 'theme-shop/quantity']));
    expect(running()).toEqual(expect.arrayContaining(['theme-shop/add-to-cart', 'woocommerce/variations-form']));
    expect(submit()).toBe(false);
    await testbed!.settle();
    expect(sent()).toEqual(['POST /shop-nojq/product-hoodie.html?wc-ajax=get_refreshed_fragments']);
  });
});
