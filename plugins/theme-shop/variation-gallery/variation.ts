/**
 * The variation object of WooCommerce's `found_variation` (its one argument),
 * checked with the light shapes (no yup: WooCommerce's variations form uses it
 * at mount): only the fields the gallery uses (docs/plugins/theme-shop.md#variation-gallery).
 * Image fields are text, numbers or false ("none"); a field of another kind is
 * dropped with a warning, an image that is no object counts as no image.
 * Its addresses end up in the gallery's link and the lightbox's, so they pass
 * the safe-URL rule: an image with a script, data or foreign scheme-less
 * address counts as no image, with a warning naming the field. Read here for
 * both shop areas: this gallery and WooCommerce's variations form.
 */
import { checkUrl, srcsetUrls } from '../../../adapters/safe-url';
import { checked, misfit, object, raw, type Warn } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import type { ImageValue, VariationImage } from '../../../machines/theme-shop/variation-gallery';

const IMAGE_FIELDS = ['src', 'src_w', 'src_h', 'srcset', 'sizes', 'title', 'alt', 'caption', 'full_src', 'full_src_w', 'full_src_h', 'gallery_thumbnail_src'] as const;

/** Null counts as absent, as PHP prints an unset field. */
const imageValue = checked<ImageValue>(undefined, 'a text, a number or false', (value) =>
  value === null ? undefined : ['string', 'number', 'boolean'].includes(typeof value) ? (value as ImageValue) : misfit,
);

const variationShape = object({
  image: object(Object.fromEntries(IMAGE_FIELDS.map((field) => [field, imageValue])) as Record<(typeof IMAGE_FIELDS)[number], typeof imageValue>),
  is_composited: raw<unknown>(undefined),
});

/** The fields that hold addresses; `srcset` holds a list of them, each before its width or density. */
const URL_FIELDS = ['src', 'full_src', 'gallery_thumbnail_src'] as const;

/** The first address of `image` that breaks the safe-URL rule, as [field, reason]; null when all pass. */
function refusedAddress(image: Partial<Record<(typeof IMAGE_FIELDS)[number], ImageValue>>, base: string): [string, string] | null {
  const addresses: [string, string][] = [];
  for (const field of URL_FIELDS) {
    const value = image[field];
    if (typeof value === 'string' && value !== '') addresses.push([field, value]);
  }
  if (typeof image.srcset === 'string') for (const url of srcsetUrls(image.srcset)) addresses.push(['srcset', url]);
  for (const [field, url] of addresses) {
    const verdict = checkUrl(url, base);
    if (!verdict.ok) return [field, verdict.reason];
  }
  return null;
}

/**
 * The warnings of `variationImageOf` for a plugin's scope: one per problem for the whole page, as a
 * site with a broken variation would repeat it on every choice.
 */
export function variationImageWarnings(ctx: PluginContext): Warn {
  const seen = new Set<string>();
  return (path, problem) => {
    const message = `found_variation: field ${path}: ${problem}; the product image shows the original`;
    if (seen.has(message)) return;
    seen.add(message);
    ctx.log.warn(message);
  };
}

/**
 * The image to show for `variation`, or null: none, an empty `src` (WooCommerce wants more than one character), a
 * composited product, or an address that is not allowed (resolved against `base`, the page's base URL).
 */
export function variationImageOf(variation: unknown, warn: Warn, base: string): VariationImage | null {
  const { image, is_composited: composited } = variationShape.parse(variation, '', warn);
  const src = image.src;
  if (composited || typeof src !== 'string' || src.length <= 1) return null;
  const refused = refusedAddress(image, base);
  if (refused) {
    warn(`image.${refused[0]}`, `${refused[1]} is not allowed (only http(s) and same-origin addresses)`);
    return null;
  }
  return { ...image, src };
}
