/**
 * Avada's lightbox links (docs/plugins/lightbox.md): a link to an image or a
 * video opens it in the page's one viewer, a gallery's links page through it.
 * On a touch screen the first tap gives the link its hover state and the
 * second opens it. A link to anything else stays a plain link, marked
 * `fusion-no-lightbox` as Avada marks it.
 */
import type { PluginContext } from '../../kernel/types';
import { createLightboxPage, type LightboxPage } from './lightbox-page';
import { readEntry } from './links';
import { mediaOf } from './media';
import { settings, type LightboxSettings } from './settings';

export { settings };

const NO_LIGHTBOX_CLASS = 'fusion-no-lightbox';

export function mount(element: Element, ctx: PluginContext<LightboxSettings>): void {
  if (!ctx.settings.lightbox.status_lightbox || !(element instanceof HTMLAnchorElement)) return;
  const link = element;
  const media = mediaOf(link.getAttribute('href'), link.ownerDocument.baseURI);
  if (!media) {
    if (!link.classList.contains(NO_LIGHTBOX_CLASS)) {
      link.classList.add(NO_LIGHTBOX_CLASS);
      ctx.onCleanup(() => link.classList.remove(NO_LIGHTBOX_CLASS));
    }
    return;
  }
  const page: LightboxPage = ctx.scope.get('page', (scope) => createLightboxPage(scope, ctx.settings));
  page.entries.set(link, readEntry(link, media));
  ctx.onCleanup(() => {
    page.entries.delete(link);
    if (page.armed === link) page.arm(null);
  });

  let pointer = '';
  ctx.listen<PointerEvent>(link, 'pointerdown', (event) => void (pointer = event.pointerType), { passive: true });
  ctx.listen<MouseEvent>(link, 'click', (event) => {
    const tapped = pointer === 'touch';
    pointer = '';
    // Read at click time: a `lightbox:refresh` may have re-read (or dropped) this link.
    const entry = page.entries.get(link);
    if (!entry) return;
    // A modified click (new tab, new window, download) keeps the browser's meaning.
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (tapped && page.armed !== link) {
      page.arm(link);
      return;
    }
    page.arm(null);
    void page.open(entry, link).catch((error: unknown) => ctx.report(error));
  });
}
