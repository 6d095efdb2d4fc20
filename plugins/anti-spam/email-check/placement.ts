/**
 * Where an e-mail indicator sits (docs/plugins/anti-spam.md#e-mail-checks): a
 * fixed block over the input's right edge, left of a theme's icon in the
 * parent's ::after, and its hint just above the input. Measured by the plugin
 * (on show, scroll and resize) and kept as a small store the view reads.
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

export interface Placement {
  get(): Geometry;
  subscribe(listener: () => void): () => void;
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

const same = (a: Geometry, b: Geometry) => (Object.keys(a) as (keyof Geometry)[]).every((key) => a[key] === b[key]);

/** A placement that re-measures on `update()` and tells its readers only when something moved. */
export function createPlacement(measure: () => Geometry): Placement & { update(): void } {
  let current = measure();
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    update() {
      const next = measure();
      if (same(current, next)) return;
      current = next;
      for (const listener of listeners) listener();
    },
  };
}
