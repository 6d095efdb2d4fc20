/**
 * Download Monitor's page globals (docs/plugins/downloads.md#globals) as
 * yup schemas with the plugin's defaults. The plugin prints dlmXHR,
 * dlmXHRGlobalLinks, dlmNonXHRGlobalLinks and dlmXHRProgress as `const`; the
 * kernel reads those from the page's lexical scope. A bad field warns once,
 * naming the global and the field, and takes its default.
 */
import { array, boolean, lazy, object, string } from 'yup';
import { fromYup, pageGlobal, type SettingsOf } from '../../adapters/settings';

export const DEFAULT_GIF = '/wp-includes/images/spinner.gif';

/** dlmXHRtranslations.error's default text (src/DLM.php). */
export const GENERIC_ERROR = 'An error occurred while trying to download the file. Please try again.';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Texts under any keys (extensions add error keys): every value a string. */
const textsUnder = (value: unknown) =>
  object(Object.fromEntries(Object.keys(isRecord(value) ? value : {}).map((key) => [key, string().default('')]))).default(() => ({}));

export const downloadSettings = {
  dlmXHR: pageGlobal(
    'dlmXHR',
    fromYup(object({ ajaxUrl: string().default('/wp-admin/admin-ajax.php'), prevent_duplicates: boolean().default(true) })),
  ),
  globalLinks: pageGlobal('dlmXHRGlobalLinks', fromYup(string().default(''))),
  // A list; PHP prints an array with gaps in its keys as an object, whose values are the list.
  nonXhrLinks: pageGlobal(
    'dlmNonXHRGlobalLinks',
    fromYup(lazy((value: unknown) => (isRecord(value) ? textsUnder(value) : array(string().default('')).default([])))),
  ),
  // "1" or "": the original tests its truthiness.
  progress: pageGlobal('dlmXHRProgress', fromYup(boolean().transform((_cast: unknown, original: unknown) => Boolean(original)).default(false))),
  gif: pageGlobal('dlmXHRgif', fromYup(string().default(DEFAULT_GIF))),
  translations: pageGlobal('dlmXHRtranslations', fromYup(lazy(textsUnder))),
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
