/** The part of basicLightbox 5 the lightbox uses (the package ships no types). */
declare module 'basiclightbox' {
  export interface BasicLightboxOptions {
    /** Close on a click on the backdrop (default true). */
    closable?: boolean;
    className?: string;
    /** Returning false stops the showing. */
    onShow?: (instance: BasicLightbox) => unknown;
    /** Returning false stops the closing. */
    onClose?: (instance: BasicLightbox) => unknown;
  }
  export interface BasicLightbox {
    element(): HTMLElement;
    visible(): boolean;
    show(next?: (instance: BasicLightbox) => void): boolean;
    close(next?: (instance: BasicLightbox) => void): boolean;
  }
  export function create(content: string | HTMLElement, options?: BasicLightboxOptions): BasicLightbox;
  export function visible(element?: HTMLElement): boolean;
}
