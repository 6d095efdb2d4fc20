/** Types of wc-variations-double.mjs for the TypeScript tests. */
export type Variation = { attributes: Record<string, string>; variation_id: number; image: Record<string, unknown> } & Record<string, unknown>;

export interface VariationsDouble {
  /** Every (event, ...args) the double triggered, in order. */
  triggered: [string, ...unknown[]][];
  unbind(): void;
}

export function bindVariationsDouble($: unknown, doc: Document): VariationsDouble;
