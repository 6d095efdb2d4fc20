/**
 * The variation's block in `.single_variation` (docs/plugins/woocommerce-variations-form.md#what-a-variation-shows)
 * without the sanitizer at mount: its chunk (DOMPurify) comes at the first
 * touch, focus or key on the form, or when a variation needs it; a late block
 * is never a stale one (./code-at-first-touch).
 */
import { loadServerHtml } from '../../../adapters/server-html-loader';
import type { PluginContext } from '../../../kernel/types';
import type { Variation } from '../../../machines/woocommerce/variation-match';
import { codeAtFirstTouch } from './code-at-first-touch';
import { renderVariation } from './details';

export interface VariationBlock {
  /** Writes `variation`'s block into `target`, now or once the sanitizer is in. */
  show(target: Element, variation: Variation): void;
  /** The block shown is gone (reset_data): a late one must not come back. */
  forget(): void;
}

export function variationBlock(ctx: PluginContext, form: Element, unavailableText: string): VariationBlock {
  const sanitizer = codeAtFirstTouch(ctx, form, loadServerHtml);
  return {
    forget: sanitizer.forget,
    show(target, variation) {
      if (renderVariation(target, variation, unavailableText, sanitizer.current)) sanitizer.forget();
      else sanitizer.write((loaded) => renderVariation(target, variation, unavailableText, loaded));
    },
  };
}
