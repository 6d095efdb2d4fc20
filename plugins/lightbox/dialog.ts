/**
 * The lightbox dialog: basicLightbox's overlay (its `role="dialog"`
 * placeholder, made modal and labelled) holding the item on show, its title and
 * caption, the gallery counter and the controls (docs/plugins/lightbox.md#the-dialog).
 * The fade is CSS, `speed` ms long; this module only switches its classes.
 */
import type { create as createBasicLightbox } from 'basiclightbox';
import { canZoom, fitScale } from './fit';
import type { Media } from './media';

export interface LightboxItem {
  link: HTMLAnchorElement;
  media: Media;
  title: string;
  caption: string;
  /** The dialog's accessible name for this item. */
  label: string;
}

export interface DialogOptions {
  speed: number;
  opacity: number;
  arrows: boolean;
  showTitle: boolean;
  showCaption: boolean;
  text: { close: string; next: string; previous: string };
  video: { width: number; height: number };
}

export interface DialogControls {
  close(): void;
  next(): void;
  prev(): void;
}

export interface LightboxDialog {
  /** The overlay basicLightbox renders. */
  readonly root: HTMLElement;
  /** The element with role="dialog". */
  readonly dialog: HTMLElement;
  readonly closeButton: HTMLButtonElement;
  show(item: LightboxItem, index: number, count: number): void;
  fadeIn(): void;
  fadeOut(): void;
  remove(): void;
}

/** Share of the overlay the stage may fill (the stylesheet's 90vw by 80vh). */
const STAGE_SHARE = { width: 0.9, height: 0.8 };

function button(doc: Document, className: string, label: string, glyph: string, onClick: () => void): HTMLButtonElement {
  const element = doc.createElement('button');
  element.type = 'button';
  element.className = `awb-lightbox__button ${className}`;
  element.setAttribute('aria-label', label);
  element.textContent = glyph;
  element.addEventListener('click', onClick);
  return element;
}

export function buildDialog(doc: Document, create: typeof createBasicLightbox, options: DialogOptions, controls: DialogControls): LightboxDialog {
  const stage = doc.createElement('div');
  stage.className = 'awb-lightbox__stage';
  const caption = doc.createElement('figcaption');
  caption.className = 'awb-lightbox__caption';
  const figure = doc.createElement('figure');
  figure.className = 'awb-lightbox__figure';
  figure.append(stage, caption);
  const counter = doc.createElement('p');
  counter.className = 'awb-lightbox__counter';
  const prev = button(doc, 'awb-lightbox__prev', options.text.previous, '‹', controls.prev);
  const next = button(doc, 'awb-lightbox__next', options.text.next, '›', controls.next);
  const zoom = button(doc, 'awb-lightbox__zoom', 'Zoom', '+', () => toggleZoom());
  zoom.setAttribute('aria-pressed', 'false');
  const closeButton = button(doc, 'awb-lightbox__close', options.text.close, '×', controls.close);

  const content = doc.createElement('div');
  content.append(figure, counter, prev, next, zoom, closeButton);
  // A backdrop click asks basicLightbox to close: the viewer machine decides, basicLightbox never closes by itself.
  const instance = create(content, { className: 'awb-lightbox', onClose: () => (controls.close(), false) });
  const root = instance.element();
  root.style.setProperty('--awb-lightbox-speed', `${options.speed}ms`);
  root.style.setProperty('--awb-lightbox-opacity', String(options.opacity));
  const dialog = root.querySelector<HTMLElement>('.basicLightbox__placeholder')!;
  dialog.setAttribute('aria-modal', 'true');
  dialog.tabIndex = -1;

  let zoomed = false;
  let fitted = 1;
  let image: HTMLImageElement | null = null;

  const applyZoom = () => {
    if (!image) return;
    image.style.width = `${Math.round(image.naturalWidth * (zoomed ? 1 : fitted))}px`;
    stage.classList.toggle('is-zoomed', zoomed);
    zoom.setAttribute('aria-pressed', String(zoomed));
  };

  function toggleZoom() {
    if (!canZoom(fitted)) return;
    zoomed = !zoomed;
    applyZoom();
  }

  const fit = (img: HTMLImageElement) => {
    const overlay = { width: root.clientWidth * STAGE_SHARE.width, height: root.clientHeight * STAGE_SHARE.height };
    fitted = fitScale({ width: img.naturalWidth, height: img.naturalHeight }, overlay);
    const zoomable = canZoom(fitted);
    stage.classList.toggle('is-zoomable', zoomable);
    zoom.hidden = !zoomable;
    applyZoom();
  };

  const mediaElement = (item: LightboxItem): HTMLElement => {
    const { media } = item;
    if (media.kind === 'image') {
      const img = doc.createElement('img');
      img.alt = item.label;
      img.addEventListener('load', () => fit(img));
      img.addEventListener('click', toggleZoom);
      img.src = media.src;
      image = img;
      return img;
    }
    const player = doc.createElement(media.kind === 'video' ? 'video' : 'iframe');
    player.setAttribute('width', String(options.video.width));
    player.setAttribute('height', String(options.video.height));
    if (player instanceof HTMLVideoElement) {
      player.controls = true;
      player.autoplay = true;
      player.playsInline = true;
    } else {
      player.title = item.label;
      player.allow = 'autoplay; fullscreen; picture-in-picture';
      player.allowFullscreen = true;
    }
    player.setAttribute('src', media.src);
    return player;
  };

  return {
    root,
    dialog,
    closeButton,
    show(item, index, count) {
      image = null;
      zoomed = false;
      fitted = 1;
      zoom.hidden = true;
      stage.classList.remove('is-zoomable', 'is-zoomed');
      stage.replaceChildren(mediaElement(item));
      const gallery = count > 1;
      const title = options.showTitle ? item.title : '';
      const description = options.showCaption ? item.caption : '';
      caption.replaceChildren();
      if (title) caption.append(Object.assign(doc.createElement('strong'), { className: 'awb-lightbox__title', textContent: title }));
      if (description) caption.append(Object.assign(doc.createElement('span'), { className: 'awb-lightbox__description', textContent: description }));
      caption.hidden = !title && !description;
      counter.textContent = gallery ? `${index + 1} / ${count}` : '';
      counter.hidden = !gallery;
      prev.hidden = next.hidden = !(gallery && options.arrows);
      dialog.setAttribute('aria-label', gallery ? `${item.label} (${index + 1} / ${count})` : item.label);
    },
    fadeIn() {
      instance.show();
    },
    fadeOut() {
      root.classList.remove('basicLightbox--visible');
      root.classList.add('awb-lightbox--closing');
    },
    remove() {
      root.remove();
    },
  };
}
