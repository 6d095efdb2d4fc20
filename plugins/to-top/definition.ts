/** Avada's back-to-top link: the markup it binds and the globals it reads. */
import { definePlugin } from '../../kernel/types';

export const toTop = definePlugin({
  name: 'to-top',
  selectors: ['.to-top-container'],
  after: ['theme'],
  reads: ['avadaToTopVars'],
  uses: ['spawn'],
  load: () => import('./plugin'),
});
