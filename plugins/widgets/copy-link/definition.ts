/** The copy-page-link control (docs/plugins/widgets.md#copy-page-link). */
import { definePlugin } from '../../../kernel/types';

export const copyPageLink = definePlugin({
  name: 'widgets/copy-link',
  selectors: ['.awb-copy-page-link'],
  after: ['theme'],
  uses: ['clipboard'],
  load: () => import('./plugin'),
});
