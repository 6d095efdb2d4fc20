/**
 * `avadaLiveSearchVars` (docs/plugins/live-search.md#globals) as a yup schema
 * with the theme's option defaults; a bad field warns once and takes its default.
 */
import { number, object, string } from 'yup';
import { fromYup, pageGlobal, phpFlag, type SettingsOf } from '../../adapters/settings';

export const NO_RESULTS_TEXT = 'No search results match your query. Please try again';

export const settings = {
  vars: pageGlobal(
    'avadaLiveSearchVars',
    fromYup(
      object({
        live_search: phpFlag(true),
        ajaxurl: string().default('/wp-admin/admin-ajax.php'),
        no_search_results: string().default(NO_RESULTS_TEXT),
        min_char_count: number().integer().min(0).default(4),
        per_page: number().integer().min(1).default(100),
        show_feat_img: phpFlag(true),
        display_post_type: phpFlag(false),
      }),
    ),
  ),
};

export type LiveSearchSettings = SettingsOf<typeof settings>;
export type LiveSearchVars = LiveSearchSettings['vars'];
