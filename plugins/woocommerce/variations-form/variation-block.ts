/**
 * The variation's block in `.single_variation` (docs/plugins/woocommerce-variations-form.md#what-a-variation-shows)
 * without the sanitizer at mount: its chunk (DOMPurify) is asked at the first
 * touch, focus or key on the form, or when a variation needs it. A variation
 * found before it is in gets its block once it is in, unless another variation,
 * a reset or the form's cleanup came in between: a late block is never a stale one.
 */
import { loadServerHtml } from '../../../adapters/server-html-loader';
import type { PluginContext } from '../../../kernel/types';
import type { Variation } from '../../../machines/woocommerce/variation-match';
import { renderVariation, type Sanitizer } from './details';

export interface VariationBlock {
  /** Writes `variation`'s block into `target`, now or once the sanitizer is in. */
  show(target: Element, variation: Variation): void;
  /** The block shown is gone (reset_data): a late one must not come back. */
  forget(): void;
}

export function variationBlock(ctx: PluginContext, form: Element, unavailableText: string): VariationBlock {
  let sanitizer: Sanitizer | undefined;
  const load = () => loadServerHtml().then((loaded) => (sanitizer = loaded));

  // The chunk travels while the shopper chooses: asked at the first sign of one, not at mount.
  const stopWatching = ['pointerdown', 'focusin', 'keydown'].map((type) =>
    ctx.listen(form, type, () => {
      stopWatching.forEach((stop) => stop());
      load().catch(() => undefined);
    }),
  );

  /** Counts the blocks shown and forgotten: a block written late is written only if it is still the last. */
  let shown = 0;
  const forget = () => void shown++;
  ctx.onCleanup(forget);

  return {
    forget,
    show(target, variation) {
      const block = ++shown;
      if (renderVariation(target, variation, unavailableText, sanitizer)) return;
      load().then(
        (loaded) => block === shown && renderVariation(target, variation, unavailableText, loaded),
        (error: unknown) => ctx.report(error),
      );
    },
  };
}
