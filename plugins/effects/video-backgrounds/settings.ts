/**
 * `fusionVideoBgVars` and the oEmbed answer (docs/plugins/effects.md#video-backgrounds).
 * Without the global both providers count as on: the markup asks for the video.
 */
import { number, object, string } from 'yup';
import { fromYup, pageGlobal } from '../../../adapters/settings';

/** PHP prints '1' or '0' (a number or a boolean from other code paths is read the same way). */
const status = () =>
  string()
    .transform((_value: unknown, original: unknown) => (original === undefined || original === null ? undefined : String(original)))
    .default('1');

/** A provider is off when the theme printed 0 (or false, or nothing). */
export const providerOn = (value: string): boolean => !['0', 'false', ''].includes(value.trim());

export const settings = {
  vars: pageGlobal('fusionVideoBgVars', fromYup(object({ status_yt: status(), status_vimeo: status() }))),
};

/** The fields of Vimeo's oEmbed answer the background uses. */
export const oEmbedSchema = object({
  video_id: number().integer().min(1).default(undefined),
  width: number().min(1).default(undefined),
  height: number().min(1).default(undefined),
  domain_status_code: number().default(undefined),
});
