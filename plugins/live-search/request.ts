/**
 * The `live_search_retrieve_posts` request (docs/plugins/live-search.md#endpoints),
 * url-encoded as jQuery.ajax sent it: `post_type[]` once per type, the term
 * filters only when the form has them. Results are cached per text plus post types.
 */
import type { SearchOptions } from './form-options';

export const ACTION = 'live_search_retrieve_posts';

export function searchRequest(text: string, options: SearchOptions): URLSearchParams {
  const body = new URLSearchParams();
  body.append('action', ACTION);
  body.append('search', text);
  body.append('per_page', String(options.perPage));
  body.append('show_feat_img', options.showImage ? '1' : '0');
  body.append('display_post_type', options.showType ? '1' : '0');
  for (const type of options.postTypes) body.append('post_type[]', type);
  body.append('search_limit_to_post_titles', options.limitToTitles);
  body.append('add_woo_product_skus', options.addSkus);
  if (options.includeTerms !== undefined) body.append('include_terms', options.includeTerms);
  if (options.excludeTerms !== undefined) body.append('exclude_terms', options.excludeTerms);
  return body;
}

/** Avada's cache key: the text followed by the post types joined with commas. */
export function cacheKey(text: string, options: SearchOptions): string {
  return text + options.postTypes.join(',');
}
