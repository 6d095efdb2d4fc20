/**
 * Download Monitor's page globals (docs/plugins/downloads.md#globals) as
 * light shapes with the plugin's defaults (adapters/shapes.ts: none needs
 * yup, so a downloads page loads no schema library). The plugin prints dlmXHR,
 * dlmXHRGlobalLinks, dlmNonXHRGlobalLinks and dlmXHRProgress as `const`; the
 * kernel reads those from the page's lexical scope. A bad field warns once,
 * naming the global and the field, and takes its default.
 */
import { flag, list, object, pageGlobal, record, text, type SettingsOf, type Shape } from '../../adapters/shapes';

export const DEFAULT_GIF = '/wp-includes/images/spinner.gif';

/** dlmXHRtranslations.error's default text (src/DLM.php). */
export const GENERIC_ERROR = 'An error occurred while trying to download the file. Please try again.';

/** "1" or "": the original tests the global's truthiness. */
const truthy: Shape<boolean> = { fallback: false, parse: (value) => Boolean(value) };

export const downloadSettings = {
  dlmXHR: pageGlobal('dlmXHR', object({ ajaxUrl: text('/wp-admin/admin-ajax.php'), prevent_duplicates: flag(true) })),
  globalLinks: pageGlobal('dlmXHRGlobalLinks', text()),
  // A list; PHP prints an array with gaps in its keys as an object, whose values are the list (list() reads both).
  nonXhrLinks: pageGlobal('dlmNonXHRGlobalLinks', list(text())),
  progress: pageGlobal('dlmXHRProgress', truthy),
  gif: pageGlobal('dlmXHRgif', text(DEFAULT_GIF)),
  // Texts under any keys (extensions add error keys).
  translations: pageGlobal('dlmXHRtranslations', record(text())),
};

export interface DownloadSettings {
  ajaxUrl: string;
  preventDuplicates: boolean;
  globalLinks: string;
  nonXhrLinks: string[];
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
    nonXhrLinks: Object.values(read.nonXhrLinks).filter((entry) => entry !== ''),
    progress: read.progress,
    gif: read.gif,
    message: (key) => (key !== undefined && translations[key]) || translations.error || GENERIC_ERROR,
  };
}
