/**
 * The page variables of Avada's lightbox (docs/plugins/lightbox.md#globals),
 * as yup schemas with the option defaults: a missing field takes its default,
 * a bad one warns once naming the field and takes it too.
 */
import { number, object, string } from 'yup';
import { fromYup, pageGlobal, phpFlag, type SettingsOf } from '../../adapters/settings';

/** iLightbox's show speeds by `lightbox_animation_speed`, in ms. */
export const LIGHTBOX_SPEEDS = { fast: 100, normal: 400, slow: 800 } as const;
export type LightboxSpeed = keyof typeof LIGHTBOX_SPEEDS;

const speedName = string()
  .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  .oneOf(Object.keys(LIGHTBOX_SPEEDS) as LightboxSpeed[])
  .default('normal');

export const settings = {
  lightbox: pageGlobal(
    'fusionLightboxVars',
    fromYup(
      object({
        status_lightbox: phpFlag(true),
        lightbox_gallery: phpFlag(true),
        lightbox_title: phpFlag(true),
        lightbox_desc: phpFlag(true),
        lightbox_arrows: phpFlag(true),
        lightbox_deeplinking: phpFlag(true),
        lightbox_skin: string().default('metro-white'),
        lightbox_opacity: number().min(0).max(1).default(0.9),
        lightbox_animation_speed: speedName,
        l10n: object({
          close: string().default('Press Esc to close'),
          next: string().default('Next'),
          previous: string().default('Previous'),
        }),
      }),
    ),
  ),
  video: pageGlobal(
    'fusionLightboxVideoVars',
    fromYup(object({ lightbox_video_width: number().positive().default(1280), lightbox_video_height: number().positive().default(720) })),
  ),
};

export type LightboxSettings = SettingsOf<typeof settings>;
