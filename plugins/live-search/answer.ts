/**
 * Reads a `live_search_retrieve_posts` answer (docs/plugins/live-search.md#answers):
 * a JSON list of result items, or a map of them (PHP prints an array with gaps
 * as an object), or `null` (PHP's nothing found). Titles and post types are
 * WordPress's escaped text, shown as text; addresses pass the safe-URL rule.
 * What does not fit warns once and ends in fewer items or none (the no-results text).
 * Light shapes (no yup: the search form mounts on every theme page).
 */
import { safeUrl } from '../../adapters/safe-url';
import { object, raw, text, type Warn } from '../../adapters/shapes';
import type { SearchResultItem } from '../../machines/live-search/search';

export interface ReadAnswer {
  items: SearchResultItem[];
  /** False when the answer was no list or map (or no JSON): worth asking again rather than caching. */
  wellFormed: boolean;
}

const itemShape = object(
  {
    post_url: text(''),
    title: text(''),
    // PHP answers false for a post without a thumbnail: only text is an address.
    image_url: raw<unknown>(undefined),
    id: raw<string | number | undefined>(undefined),
    type: text(''),
  },
  { nullIsAbsent: true },
);

/** WordPress text with its character references (`&#8217;`, `&amp;`) decoded; tags, if any, dropped. */
function plainText(escaped: string): string {
  if (!/[&<]/.test(escaped)) return escaped;
  return new DOMParser().parseFromString(escaped, 'text/html').documentElement.textContent ?? '';
}

function itemsOf(value: unknown): unknown[] | null {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>);
  return null;
}

/**
 * `warn(path, problem)` names the field (a whole-answer or whole-item problem
 * comes with an empty path and says what happens instead); `unsafe(url, purpose)`
 * reports a refused address.
 */
export function readAnswer(text: string, base: string, warn: Warn, unsafe: (url: string, purpose: string) => void): ReadAnswer {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    warn('', 'not JSON; the no-results text shows');
    return { items: [], wellFormed: false };
  }
  const raw = itemsOf(value);
  if (!raw) {
    warn('', `expected a list or a map of results, got ${typeof value}; the no-results text shows`);
    return { items: [], wellFormed: false };
  }
  const items: SearchResultItem[] = [];
  raw.forEach((entry, index) => {
    const path = `[${index}]`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      warn('', `item ${path} is no result object; it is left out`);
      return;
    }
    const item = itemShape.parse(entry, path, warn);
    if (!item.post_url) {
      warn('', `item ${path} has no post_url; it is left out`);
      return;
    }
    const postUrl = safeUrl(item.post_url, base);
    if (!postUrl) {
      unsafe(item.post_url, 'search result');
      return;
    }
    const image = typeof item.image_url === 'string' ? item.image_url : '';
    const imageUrl = image ? safeUrl(image, base) : null;
    if (image && !imageUrl) unsafe(image, 'search result image');
    items.push({
      post_url: postUrl,
      title: plainText(item.title),
      type: plainText(item.type),
      ...(imageUrl ? { image_url: imageUrl } : {}),
      ...(item.id !== undefined ? { id: item.id } : {}),
    });
  });
  return { items, wellFormed: true };
}
