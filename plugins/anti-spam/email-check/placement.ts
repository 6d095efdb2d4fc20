/**
 * A shown indicator's geometry (./geometry) kept as a small store its view
 * reads: re-measured on `update()` (scroll, resize), telling its readers only
 * when something moved.
 */
import type { Geometry } from './geometry';

export interface Placement {
  get(): Geometry;
  subscribe(listener: () => void): () => void;
}

const same = (a: Geometry, b: Geometry) => (Object.keys(a) as (keyof Geometry)[]).every((key) => a[key] === b[key]);

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
