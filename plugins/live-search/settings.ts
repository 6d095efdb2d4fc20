/**
 * `avadaLiveSearchVars` (docs/plugins/live-search.md#globals) as a light shape
 * (no yup) with the theme's option defaults; a bad field warns once and takes
 * its default, a null one takes it silently.
 */
import { flag, numeric, object, pageGlobal, text, type SettingsOf } from '../../adapters/shapes';

export const NO_RESULTS_TEXT = 'No search results match your query. Please try again';

export const settings = {
  vars: pageGlobal(
    'avadaLiveSearchVars',
    object(
      {
        live_search: flag(true),
        ajaxurl: text('/wp-admin/admin-ajax.php'),
        no_search_results: text(NO_RESULTS_TEXT),
        min_char_count: numeric(4, { min: 0, integer: true }),
        per_page: numeric(100, { min: 1, integer: true }),
        show_feat_img: flag(true),
        display_post_type: flag(false),
      },
      { nullIsAbsent: true },
    ),
  ),
};

export type LiveSearchSettings = SettingsOf<typeof settings>;
export type LiveSearchVars = LiveSearchSettings['vars'];
