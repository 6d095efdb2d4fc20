/**
 * `fusionVideoBgVars` and the oEmbed answer (docs/plugins/effects.md#video-backgrounds).
 * Without the global both providers count as on: the markup asks for the video.
 * Light shapes (no yup: video backgrounds mount at load).
 */
import { numeric, object, optional, pageGlobal, type Shape } from '../../../adapters/shapes';

/** PHP prints '1' or '0' (a number or a boolean from other code paths is read the same way, as its text). */
const status = (): Shape<string> => ({ fallback: '1', parse: (value) => (value === undefined || value === null ? '1' : String(value)) });

/** A provider is off when the theme printed 0 (or false, or nothing). */
export const providerOn = (value: string): boolean => !['0', 'false', ''].includes(value.trim());

export const settings = {
  vars: pageGlobal('fusionVideoBgVars', object({ status_yt: status(), status_vimeo: status() })),
};

/** The fields of Vimeo's oEmbed answer the background uses; each may be absent, a bad one warns and counts as absent. */
export const oEmbedAnswer = object({
  video_id: optional(numeric(0, { min: 1, integer: true })),
  width: optional(numeric(0, { min: 1 })),
  height: optional(numeric(0, { min: 1 })),
  domain_status_code: optional(numeric()),
});
