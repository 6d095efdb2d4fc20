/** Avada's live-search page variables as the theme prints them, and answers of its endpoint. */
export const AVADA_LIVE_SEARCH_VARS = {
  live_search: '1',
  ajaxurl: 'http://localhost/wp-admin/admin-ajax.php',
  no_search_results: 'No search results match your query. Please try again',
  min_char_count: '4',
  per_page: '100',
  show_feat_img: '1',
  display_post_type: '',
};

export const liveSearchGlobals = (overrides: Record<string, unknown> = {}) => ({ avadaLiveSearchVars: { ...AVADA_LIVE_SEARCH_VARS, ...overrides } });

export const ROUTE = 'ajax:live_search_retrieve_posts';

export const LAMP = { id: 41, type: 'Product', title: 'Brass desk lamp', post_url: 'http://localhost/shop/brass-desk-lamp/', image_url: 'http://localhost/uploads/lamp-66x66.jpg' };
export const GUIDE = { id: 12, type: '', title: 'Lighting a reading corner &#8211; a guide', post_url: 'http://localhost/guides/reading-corner/', image_url: '' };
