/**
 * Where an e-mail indicator sits (docs/plugins/anti-spam.md#e-mail-checks): a
 * fixed block over the input's right edge, left of a theme's icon in the
 * parent's ::after, and its hint just above the input. Measured by the plugin
 * on show (the mark, ./mark) and by the indicator's placement on scroll and resize.
 */
import type { PluginContext } from '../../../kernel/types';

export interface Geometry {
  top: number;
  left: number;
  width: number;
  height: number;
  fontSize: string;
  inputLeft: number;
  inputWidth: number;
}

/** `browser`: the context's browser capability, which reads computed styles. */
export function geometryOf(input: HTMLInputElement, browser: Pick<PluginContext['browser'], 'computedStyle'>): Geometry {
  const rect = input.getBoundingClientRect();
  const width = rect.height * 1.2;
  const after = input.parentElement ? browser.computedStyle(input.parentElement, '::after') : null;
  const shift = after && after.content && after.content !== 'none' && after.content !== 'normal' ? parseFloat(after.fontSize) || 0 : 0;
  return {
    top: rect.top,
    left: rect.right - width - shift,
    width,
    height: rect.height,
    fontSize: browser.computedStyle(input).fontSize,
    inputLeft: rect.left,
    inputWidth: rect.width,
  };
}
