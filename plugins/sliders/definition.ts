/** Avada's background sliders of containers and columns (docs/plugins/sliders.md#markup). */
import { definePlugin } from '../../kernel/types';

export const backgroundSliders = definePlugin({
  name: 'sliders',
  selectors: ['.awb-background-slider'],
  after: ['theme'],
  uses: ['spawn'],
  load: () => import('./plugin'),
});
