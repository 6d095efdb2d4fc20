/**
 * The address anchors Avada uses as commands (docs/plugins/off-canvas.md#anchors):
 * `#awb-oc__<ID>` toggles a panel, `#awb-open-oc__<ID>` only opens it and
 * `#awb-close-oc__<ID>` closes it; `#awb-close-oc__` with no id closes them all.
 */

export type AnchorCommand = { kind: 'toggle' | 'open'; id: string } | { kind: 'close'; id: string };

const PREFIXES: readonly [string, AnchorCommand['kind']][] = [
  ['#awb-oc__', 'toggle'],
  ['#awb-open-oc__', 'open'],
  ['#awb-close-oc__', 'close'],
];

/** The command in an address hash, or undefined; the id ends at the next `__`, as in the original. */
export function parseAnchor(hash: string): AnchorCommand | undefined {
  for (const [prefix, kind] of PREFIXES) {
    if (!hash.startsWith(prefix)) continue;
    const id = hash.slice(prefix.length).split('__')[0] ?? '';
    if (!id && kind !== 'close') return undefined;
    return { kind, id };
  }
  return undefined;
}

/**
 * The command a link carries, when following it would stay on this document:
 * an href starting with `#`, or an address equal to `current` but for its hash.
 */
export function linkCommand(link: HTMLAnchorElement, current: URL): AnchorCommand | undefined {
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('#')) return parseAnchor(href);
  let target: URL;
  try {
    target = new URL(href, current);
  } catch {
    return undefined;
  }
  const sameDocument = target.origin === current.origin && target.pathname === current.pathname && target.search === current.search;
  return sameDocument ? parseAnchor(target.hash) : undefined;
}
