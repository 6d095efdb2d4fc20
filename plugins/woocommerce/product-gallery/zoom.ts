/**
 * Zoom on the slide on show (docs/plugins/woocommerce-product-gallery.md#zoom),
 * where jQuery Zoom worked: only when the large image
 * (`data-large_image_width`) is wider than the gallery. A mouse over the
 * slide shows the large image (`img.zoomImg`, decorative) moved with the
 * pointer; a touch toggles it with a tap. With reduced motion it does not
 * follow the pointer: it shows the image's centre.
 */
export interface Zoom {
  /** Sets the zoom up on `slide` (or takes it down when it does not apply). */
  attach(slide: HTMLElement | null, galleryWidth: number): void;
  detach(): void;
}

export function createZoom(doc: Document, reducedMotion: boolean): Zoom {
  let current: { slide: HTMLElement; image: HTMLImageElement; off: () => void } | null = null;

  const detach = () => {
    current?.off();
    current?.image.remove();
    current = null;
  };

  return {
    detach,
    attach(slide, galleryWidth) {
      detach();
      const main = slide?.querySelector('img');
      const large = main?.getAttribute('data-large_image') || main?.getAttribute('data-src');
      const width = Number.parseFloat(main?.getAttribute('data-large_image_width') ?? '');
      if (!slide || !main || !large || !(width > galleryWidth)) return;
      const image = doc.createElement('img');
      image.className = 'zoomImg';
      image.src = large;
      image.alt = '';
      image.setAttribute('aria-hidden', 'true');
      image.setAttribute('role', 'presentation');
      Object.assign(image.style, { position: 'absolute', top: '0', left: '0', opacity: '0', border: 'none', maxWidth: 'none', maxHeight: 'none', pointerEvents: 'none' });
      slide.style.position = 'relative';
      slide.style.overflow = 'hidden';
      slide.append(image);

      const place = (x: number, y: number) => {
        const box = slide.getBoundingClientRect();
        const ratioX = reducedMotion || box.width === 0 ? 0.5 : Math.min(Math.max((x - box.left) / box.width, 0), 1);
        const ratioY = reducedMotion || box.height === 0 ? 0.5 : Math.min(Math.max((y - box.top) / box.height, 0), 1);
        image.style.left = `${-ratioX * Math.max(image.offsetWidth - box.width, 0)}px`;
        image.style.top = `${-ratioY * Math.max(image.offsetHeight - box.height, 0)}px`;
      };
      const show = (event: PointerEvent) => {
        image.style.opacity = '1';
        place(event.clientX, event.clientY);
      };
      const hide = () => void (image.style.opacity = '0');
      const enter = (event: PointerEvent) => event.pointerType !== 'touch' && show(event);
      const move = (event: PointerEvent) => image.style.opacity === '1' && !reducedMotion && place(event.clientX, event.clientY);
      const leave = (event: PointerEvent) => event.pointerType !== 'touch' && hide();
      const tap = (event: PointerEvent) => {
        if (event.pointerType !== 'touch') return;
        if (image.style.opacity === '1') hide();
        else show(event);
      };
      slide.addEventListener('pointerenter', enter);
      slide.addEventListener('pointermove', move);
      slide.addEventListener('pointerleave', leave);
      slide.addEventListener('pointerup', tap);
      const off = () => {
        slide.removeEventListener('pointerenter', enter);
        slide.removeEventListener('pointermove', move);
        slide.removeEventListener('pointerleave', leave);
        slide.removeEventListener('pointerup', tap);
      };
      current = { slide, image, off };
    },
  };
}
