/**
 * The variation object of WooCommerce's `found_variation` (its one argument),
 * checked with yup: only the fields the gallery uses (docs/plugins/storefront.md#variation-gallery).
 * Image fields are text, numbers or false ("none"); a field of another kind is
 * dropped with a warning, an image that is no object counts as no image.
 */
import { mixed, object } from 'yup';
import { fromYup, type Warn } from '../../../adapters/settings';
import type { ImageValue, VariationImage } from '../../../machines/storefront/variation-gallery';

const IMAGE_FIELDS = ['src', 'src_w', 'src_h', 'srcset', 'sizes', 'title', 'alt', 'caption', 'full_src', 'full_src_w', 'full_src_h', 'gallery_thumbnail_src'] as const;

const imageValue = mixed<string | number | boolean>().test(
  'image-value',
  'expected a text, a number or false',
  (value) => value === undefined || ['string', 'number', 'boolean'].includes(typeof value),
);

const variationShape = fromYup(
  object({
    image: object(Object.fromEntries(IMAGE_FIELDS.map((field) => [field, imageValue]))),
    is_composited: mixed(),
  }),
);

/** The image to show for `variation`, or null: none, an empty `src` (WooCommerce wants more than one character), or a composited product. */
export function variationImageOf(variation: unknown, warn: Warn): VariationImage | null {
  const { image, is_composited: composited } = variationShape.parse(variation, '', warn) as {
    image?: Partial<Record<(typeof IMAGE_FIELDS)[number], ImageValue>>;
    is_composited?: unknown;
  };
  const src = image?.src;
  if (composited || typeof src !== 'string' || src.length <= 1) return null;
  return { ...image, src };
}
