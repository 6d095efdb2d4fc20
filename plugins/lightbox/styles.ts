/**
 * The lightbox's own look: the overlay basicLightbox renders, our controls,
 * and the fade whose duration is the page's animation speed
 * (`--awb-lightbox-speed`). Added to the page once, while the lightbox is in use.
 */
export const LIGHTBOX_STYLES = `
.basicLightbox{position:fixed;inset:0;z-index:100000;display:flex;flex-direction:column;align-items:center;justify-content:center;
  background:rgba(0,0,0,var(--awb-lightbox-opacity,.9));opacity:.01;transition:opacity var(--awb-lightbox-speed,400ms) ease}
.basicLightbox--visible{opacity:1}
.basicLightbox.awb-lightbox--closing{pointer-events:none}
.basicLightbox__placeholder{display:flex;flex-direction:column;align-items:center;max-width:100%;outline:none}
.awb-lightbox__stage{display:flex;align-items:center;justify-content:center;max-width:90vw;max-height:80vh;overflow:auto}
.awb-lightbox__stage img{display:block;max-width:none;height:auto}
.awb-lightbox__stage.is-zoomable img{cursor:zoom-in}
.awb-lightbox__stage.is-zoomed img{cursor:zoom-out}
.awb-lightbox__stage video,.awb-lightbox__stage iframe{display:block;max-width:90vw;max-height:80vh;border:0;background:#000}
.awb-lightbox__caption{max-width:90vw;margin:.75em 0 0;color:#fff;text-align:center;font:inherit}
.awb-lightbox__title{display:block;font-weight:bold}
.awb-lightbox__counter{margin:.5em 0 0;color:#fff}
.awb-lightbox__button{position:fixed;min-width:2.75rem;min-height:2.75rem;padding:.25em .75em;border:0;border-radius:3px;
  background:#fff;color:#222;font:inherit;font-size:1.25rem;line-height:1;cursor:pointer}
.awb-lightbox__button:focus-visible{outline:3px solid #fff;outline-offset:2px}
.awb-lightbox__button[hidden]{display:none}
.awb-lightbox__close{top:1rem;right:1rem}
.awb-lightbox__zoom{top:1rem;right:4.5rem}
.awb-lightbox__prev{left:1rem;top:50%;transform:translateY(-50%)}
.awb-lightbox__next{right:1rem;top:50%;transform:translateY(-50%)}
`;
