/**
 * The full-screen gallery PhotoSwipe gave WooCommerce (docs/plugins/woocommerce-product-gallery.md#lightbox),
 * built from the site lightbox's pieces: its viewer machine and its dialog
 * (basicLightbox underneath, loaded on first open). The items are the
 * slides' large images (`data-large_image`, else `data-src`, else the link),
 * titled by `data-caption` or `title`, read when it opens, so a variation's
 * image shows. Escape closes, the arrows move, Tab stays inside; focus goes
 * back to what opened it. Reduced motion: no fade.
 */
import type { PluginContext } from '../../../kernel/types';
import { viewerMachine } from '../../../machines/lightbox/viewer';
import { buildDialog, type LightboxDialog, type LightboxItem } from '../../lightbox/dialog';
import { addLightboxStyles, handleViewerKey, loadBasicLightbox, viewerControls } from '../../lightbox/viewer-dialog';

const FADE_MS = 200;

export interface GalleryLightbox {
  open(index: number, trigger: HTMLElement | null): Promise<void>;
}

function itemOf(slide: HTMLElement, index: number): LightboxItem | null {
  const link = slide.querySelector('a');
  const image = slide.querySelector('img');
  const src = image?.getAttribute('data-large_image') || image?.getAttribute('data-src') || link?.getAttribute('href');
  if (!link || !src) return null;
  const title = image?.getAttribute('data-caption') || image?.getAttribute('title') || '';
  return { link, media: { kind: 'image', src }, title, caption: '', label: image?.alt || title || `Image ${index + 1}` };
}

export function createGalleryLightbox(ctx: PluginContext, spawn: PluginContext['spawn'], slides: () => HTMLElement[]): GalleryLightbox {
  const doc = ctx.browser.document;
  const speed = ctx.browser.matchesMedia('(prefers-reduced-motion: reduce)') ? 0 : FADE_MS;
  let showing: { items: LightboxItem[]; dialog: LightboxDialog; trigger: HTMLElement | null } | null = null;
  let create: typeof import('basiclightbox').create | undefined;
  let styles: HTMLStyleElement | undefined;

  const actor = spawn(
    viewerMachine.provide({
      actions: {
        present: () => {
          if (!showing) return;
          const { dialog } = showing;
          ctx.write(() => dialog.fadeIn());
          dialog.closeButton.focus();
        },
        showItem: (_, { index }) => {
          if (!showing) return;
          const { dialog, items } = showing;
          ctx.write(() => dialog.show(items[index]!, index, items.length));
        },
        dismiss: () => showing?.dialog.fadeOut(),
        teardown: () => {
          if (!showing) return;
          const { dialog, trigger } = showing;
          showing = null;
          dialog.remove();
          if (trigger?.isConnected) trigger.focus({ preventScroll: true });
        },
      },
    }),
    { input: { speed } },
  );
  ctx.onCleanup(() => {
    showing?.dialog.remove();
    styles?.remove();
  });

  const controls = viewerControls(actor);
  ctx.listen<KeyboardEvent>('document', 'keydown', (event) => {
    if (showing && actor.getSnapshot().matches('shown')) handleViewerKey(event, showing.dialog.dialog, controls);
  });

  return {
    async open(index, trigger) {
      create ??= await loadBasicLightbox();
      if (!actor.getSnapshot().matches('closed')) return;
      const items = slides().flatMap((slide, i) => itemOf(slide, i) ?? []);
      if (items.length === 0) return;
      styles ??= addLightboxStyles(doc, ctx);
      const dialog = buildDialog(
        doc,
        create,
        { speed, opacity: 0.9, arrows: true, showTitle: true, showCaption: false, text: { close: 'Close (Esc)', next: 'Next (arrow right)', previous: 'Previous (arrow left)' }, video: { width: 1280, height: 720 } },
        controls,
      );
      showing = { items, dialog, trigger };
      actor.send({ type: 'OPEN', count: items.length, index: Math.min(index, items.length - 1) });
    },
  };
}
