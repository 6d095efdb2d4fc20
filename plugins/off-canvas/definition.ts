/** Avada's off-canvas panels (popups and sliding bars): the markup they bind and the globals they read. */
import { definePlugin } from '../../kernel/types';

declare module '../../kernel/events' {
  interface BusEvents {
    /** Triggered on the panel's wrap with its id, as Avada's script does (docs/plugins/off-canvas.md#events). */
    'awb-oc-opened': [id: string];
    'awb-oc-closed': [id: string];
  }
}

/** One mount per panel wrap; what the panels of a page share lives in the plugin's scope. */
export const offCanvas = definePlugin({
  name: 'off-canvas',
  selectors: ['.awb-off-canvas-wrap'],
  after: ['theme'],
  reads: ['off_canvas_*'],
  uses: ['spawn', 'storage'],
  pageEvents: ['awb-oc-opened', 'awb-oc-closed', 'added_to_cart'],
  load: () => import('./plugin'),
});
