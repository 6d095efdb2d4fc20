/**
 * The thumbnail strip under the slides (docs/plugins/woocommerce-product-gallery.md#thumbnails):
 * WooCommerce's slider builds `ol.flex-control-nav.flex-control-thumbs` from
 * each slide's `data-thumb`; here each thumbnail is a button (Tab reaches the
 * strip, arrow keys move along it, Enter or Space shows the slide), the one
 * on show has `flex-active` on its image and `aria-current`. The first
 * thumbnail's image is the one a variation's image swap rewrites.
 */
export interface Strip {
  readonly element: HTMLOListElement;
  mark(index: number): void;
}

export function buildStrip(doc: Document, slides: readonly HTMLElement[], choose: (index: number) => void): Strip {
  const element = doc.createElement('ol');
  element.className = 'flex-control-nav flex-control-thumbs';
  element.setAttribute('aria-label', 'Product images');
  const buttons = slides.map((slide, index) => {
    const item = doc.createElement('li');
    const button = doc.createElement('button');
    button.type = 'button';
    const main = slide.querySelector('img');
    button.setAttribute('aria-label', slide.dataset.thumbAlt || main?.alt || `Image ${index + 1}`);
    const thumb = doc.createElement('img');
    thumb.src = slide.dataset.thumb ?? main?.getAttribute('src') ?? '';
    thumb.alt = '';
    thumb.width = 100;
    thumb.height = 100;
    const srcset = slide.dataset.thumbSrcset;
    if (srcset) thumb.setAttribute('srcset', srcset);
    button.append(thumb);
    button.addEventListener('click', () => choose(index));
    button.addEventListener('keydown', (event) => {
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: -slides.length, End: slides.length }[event.key];
      if (step === undefined) return;
      event.preventDefault();
      const next = Math.min(Math.max(index + step, 0), slides.length - 1);
      buttons[next]?.focus();
      choose(next);
    });
    item.append(button);
    element.append(item);
    return button;
  });
  return {
    element,
    mark(index) {
      buttons.forEach((button, i) => {
        const current = i === index;
        if (current) button.setAttribute('aria-current', 'true');
        else button.removeAttribute('aria-current');
        button.tabIndex = current ? 0 : -1;
        button.querySelector('img')?.classList.toggle('flex-active', current);
      });
    },
  };
}
