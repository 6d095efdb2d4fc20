/** Download Monitor's XHR downloads: the links it intercepts and where the code lives. */
import { definePlugin } from '../../kernel/types';
import { downloadSettings } from './settings';

/**
 * The original intercepts any link whose href contains dlmXHRGlobalLinks (a
 * runtime value). These selectors cover its templates' classes and the
 * default endpoint's URL shapes; the real test runs on click.
 */
export const downloadLinks = definePlugin({
  name: 'download-monitor',
  selectors: ['a.download-link', 'a.download-button', 'a[href*="/download/"]', 'a[href*="?download="]', 'a[href*="&download="]'],
  settings: downloadSettings,
  uses: ['actors'],
  load: () => import('./downloads'),
});
