/**
 * What one search form asks for (docs/plugins/live-search.md#per-form-overrides):
 * the page variables, overridden by the hidden inputs Avada's Search element
 * prints inside the form.
 */
import type { LiveSearchVars } from './settings';

export interface SearchOptions {
  minLength: number;
  perPage: number;
  showImage: boolean;
  showType: boolean;
  /** The values of every `post_type…` input, in page order (possibly none). */
  postTypes: string[];
  /** Passed through as printed ('' when the form has no such input). */
  limitToTitles: string;
  addSkus: string;
  /** Present only when the form has the input. */
  includeTerms?: string;
  excludeTerms?: string;
  /** `live_results_scrollbar`: adds `live-results-scrollbar-<value>` to the list. */
  scrollbar: string;
}

const FLAG_WORDS: Record<string, boolean> = { yes: true, on: true, true: true, no: false, off: false, false: false };

/** A hidden flag as the Search element prints it ("yes"/"no") or the theme ("1"/"0"); the page variable otherwise. */
function flagOf(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  const word = value.trim().toLowerCase();
  if (word in FLAG_WORDS) return FLAG_WORDS[word]!;
  const number = Number.parseInt(word, 10);
  return Number.isNaN(number) ? fallback : number !== 0;
}

function countOf(value: string | undefined, fallback: number): number {
  const number = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isNaN(number) || number < 0 ? fallback : number;
}

export function readSearchOptions(form: Element, vars: LiveSearchVars): SearchOptions {
  const value = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
  const first = (prefix: string) => form.querySelector<HTMLInputElement>(`input[name^="${prefix}"]`)?.value;
  const options: SearchOptions = {
    minLength: countOf(value('live_min_character'), vars.min_char_count),
    perPage: countOf(value('live_posts_per_page'), vars.per_page) || vars.per_page,
    showImage: flagOf(value('live_search_display_featured_image'), vars.show_feat_img),
    showType: flagOf(value('live_search_display_post_type'), vars.display_post_type),
    postTypes: Array.from(form.querySelectorAll<HTMLInputElement>('input[name^="post_type"]'), (input) => input.value),
    limitToTitles: value('search_limit_to_post_titles') ?? '',
    addSkus: value('add_woo_product_skus') ?? '',
    scrollbar: value('live_results_scrollbar') ?? '',
  };
  const includeTerms = first('include_terms');
  const excludeTerms = first('exclude_terms');
  if (includeTerms !== undefined) options.includeTerms = includeTerms;
  if (excludeTerms !== undefined) options.excludeTerms = excludeTerms;
  return options;
}
