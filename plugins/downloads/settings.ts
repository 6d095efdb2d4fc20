/**
 * Download Monitor's page globals (markup/download-monitor.md §1). The plugin
 * prints dlmXHR, dlmXHRGlobalLinks, dlmNonXHRGlobalLinks and dlmXHRProgress as
 * `const`; the environment reads those from the page's lexical scope.
 */
import { flag, list, object, pageGlobal, raw, record, text, type SettingsOf } from '../../adapters/settings';

export const DEFAULT_GIF = '/wp-includes/images/spinner.gif';

export const downloadSettings = {
  dlmXHR: pageGlobal('dlmXHR', object({ ajaxUrl: text('/wp-admin/admin-ajax.php'), prevent_duplicates: flag(true) })),
  globalLinks: pageGlobal('dlmXHRGlobalLinks', text('')),
  nonXhrLinks: pageGlobal('dlmNonXHRGlobalLinks', list(text())),
  progress: pageGlobal('dlmXHRProgress', raw<unknown>('')),
  gif: pageGlobal('dlmXHRgif', text(DEFAULT_GIF)),
  translations: pageGlobal('dlmXHRtranslations', record(text())),
};

/** dlmXHRtranslations.error's default text (src/DLM.php). */
export const GENERIC_ERROR = 'An error occurred while trying to download the file. Please try again.';

export interface DownloadSettings {
  ajaxUrl: string;
  preventDuplicates: boolean;
  globalLinks: string;
  nonXhrLinks: string[];
  /** dlmXHRProgress is "1" or "": the original tests its truthiness. */
  progress: boolean;
  gif: string;
  /** The translated text for an error key, or the generic one. */
  message(key?: string): string;
}

/** The plugin's view of its globals, as the kernel read them (once, with defaults). */
export function toDownloadSettings(read: SettingsOf<typeof downloadSettings>): DownloadSettings {
  const { dlmXHR, translations } = read;
  return {
    ajaxUrl: dlmXHR.ajaxUrl,
    preventDuplicates: dlmXHR.prevent_duplicates,
    globalLinks: read.globalLinks,
    nonXhrLinks: read.nonXhrLinks.filter((entry) => entry !== ''),
    progress: Boolean(read.progress),
    gif: read.gif,
    message: (key) => (key !== undefined && translations[key]) || translations.error || GENERIC_ERROR,
  };
}
