/** Download Monitor's XHR downloads: the links it intercepts and where the code lives. */
import { definePlugin } from '../../kernel/types';

/** Download Monitor's jQuery events on `document` (docs/plugins/downloads.md#events), with their arguments. */
declare module '../../kernel/events' {
  interface BusEvents {
    'dlm-xhr-download-button-click': [href: string, anchor: Element, globalLinks: string];
    dlm_download_triggered: [scriptInstance: undefined, anchor: Element, $anchor: unknown, unused: undefined, xhr: undefined];
    dlm_download_progress: [xhr: undefined, anchor: Element, $anchor: unknown, objectUrl: undefined, progress: undefined, percent: string];
    dlm_download_complete: [xhr: undefined, anchor: Element, $anchor: unknown, objectUrl: undefined];
  }
}

/**
 * The original intercepts any link whose href contains dlmXHRGlobalLinks (a
 * runtime value). These selectors cover its templates' classes and the
 * default endpoint's URL shapes; the real test runs on click.
 */
export const downloadLinks = definePlugin({
  name: 'downloads',
  selectors: ['a.download-link', 'a.download-button', 'a[href*="/download/"]', 'a[href*="?download="]', 'a[href*="&download="]'],
  reads: ['dlmXHR', 'dlmXHRGlobalLinks', 'dlmNonXHRGlobalLinks', 'dlmXHRProgress', 'dlmXHRgif', 'dlmXHRtranslations'],
  pageEvents: ['dlm-xhr-download-button-click', 'dlm_download_triggered', 'dlm_download_progress', 'dlm_download_complete'],
  // The link's machine, its transfer and the log's beacon at its first click that starts a download (plugin.ts).
  onDemand: ['spawn', 'transfer', 'beacon'],
  load: () => import('./plugin'),
});
