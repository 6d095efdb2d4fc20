/**
 * The fragments cache WooCommerce's cart-fragments script keeps
 * (docs/plugins/woocommerce-cart-fragments.md#cookies-and-storage), raw strings
 * so WooCommerce's own script and themes read the same keys: the fragments as
 * JSON in session storage under `fragment_name`, the cart hash under
 * `cart_hash_key` in session and local storage (local storage tells other tabs),
 * and the time they were stored under `wc_cart_created`. The cache is trusted
 * only when it holds the mini cart, its hash is the `woocommerce_cart_hash`
 * cookie's and it is less than a day old.
 */
import type { StoredValues } from '../../../adapters/storage';
import { MINI_CART_KEY, readFragments, type CartFragments } from '../fragments';

export const CREATED_KEY = 'wc_cart_created';
/** Cached fragments older than this are refreshed: their nonces may have expired. */
export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface CacheKeys {
  fragmentName: string;
  hashKey: string;
}

export function readCache(storage: StoredValues, keys: CacheKeys, cookieHash: string, now: number): CartFragments | null {
  let fragments: CartFragments | null = null;
  try {
    fragments = readFragments(JSON.parse(storage.session.readRaw(keys.fragmentName) ?? 'null'));
  } catch {
    return null;
  }
  const created = Number(storage.session.readRaw(CREATED_KEY));
  const fresh = Number.isFinite(created) && created > 0 && created <= now && now - created < CACHE_MAX_AGE_MS;
  const sameCart = (storage.session.readRaw(keys.hashKey) ?? '') === cookieHash;
  return fragments && MINI_CART_KEY in fragments && fresh && sameCart ? fragments : null;
}

export function writeCache(storage: StoredValues, keys: CacheKeys, fragments: CartFragments, hash: string, now: number): void {
  storage.session.writeRaw(keys.fragmentName, JSON.stringify(fragments));
  storage.session.writeRaw(keys.hashKey, hash);
  storage.local.writeRaw(keys.hashKey, hash);
  storage.session.writeRaw(CREATED_KEY, String(now));
}
