/** Avada's live search: the search forms it binds (docs/plugins/live-search.md#markup). */
import { definePlugin } from '../../kernel/types';

export const liveSearch = definePlugin({
  name: 'live-search',
  selectors: ['form.fusion-live-search'],
  after: ['theme'],
  reads: ['avadaLiveSearchVars'],
  uses: ['spawn', 'http'],
  load: () => import('./plugin'),
});
