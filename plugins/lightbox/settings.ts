/**
 * The page variables of Avada's lightbox (docs/plugins/lightbox.md#globals),
 * as light shapes with the option defaults (no yup: the lightbox mounts on
 * every page with a gallery): a missing or null field takes its default, a bad
 * one warns once naming the field and takes it too.
 */
import { flag, numeric, object, oneOf, pageGlobal, text, type SettingsOf } from '../../adapters/shapes';

/** iLightbox's show speeds by `lightbox_animation_speed`, in ms. */
export const LIGHTBOX_SPEEDS = { fast: 100, normal: 400, slow: 800 } as const;
export type LightboxSpeed = keyof typeof LIGHTBOX_SPEEDS;

const speedName = oneOf(Object.keys(LIGHTBOX_SPEEDS) as LightboxSpeed[], 'normal', { caseless: true });
const unsetIsDefault = { nullIsAbsent: true };

export const settings = {
  lightbox: pageGlobal(
    'fusionLightboxVars',
    object(
      {
        status_lightbox: flag(true),
        lightbox_gallery: flag(true),
        lightbox_title: flag(true),
        lightbox_desc: flag(true),
        lightbox_arrows: flag(true),
        lightbox_deeplinking: flag(true),
        lightbox_skin: text('metro-white'),
        lightbox_opacity: numeric(0.9, { min: 0, max: 1 }),
        lightbox_animation_speed: speedName,
        l10n: object(
          {
            close: text('Press Esc to close'),
            next: text('Next'),
            previous: text('Previous'),
          },
          unsetIsDefault,
        ),
      },
      unsetIsDefault,
    ),
  ),
  video: pageGlobal(
    'fusionLightboxVideoVars',
    object({ lightbox_video_width: numeric(1280, { above: 0 }), lightbox_video_height: numeric(720, { above: 0 }) }, unsetIsDefault),
  ),
};

export type LightboxSettings = SettingsOf<typeof settings>;
