/**
 * The theme gate's module: nothing to do on the page once mounted; it brings Avada's layer, which the
 * kernel registers as this chunk arrives (the page's `disable` still applies).
 */
export { themeLayer as plugins } from './layer';

export function mount(): void {}
