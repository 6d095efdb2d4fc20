/**
 * One page view's sourcebuster run (docs/plugins/attribution.md#cookies-and-storage):
 * read the cookies, classify, write current/first (+ their extra data), user
 * data, session and promo code with their lifetimes, and hand back the values
 * the way `sbjs.get` shapes them. With tracking off the cookies are deleted instead.
 * The cookies service must be raw: the codec writes sourcebuster's bytes itself.
 */
import type { Cookies } from '../../adapters/cookies';
import { classify, MAIN_KEYS, NONE, type ClassifyOptions } from './classify';
import { createCodec, pack, unpack } from './codec';

export const COOKIES = {
  current: 'sbjs_current',
  current_add: 'sbjs_current_add',
  first: 'sbjs_first',
  first_add: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
  promo: 'sbjs_promo',
  migrations: 'sbjs_migrations',
} as const;

/** sourcebuster's one migration id; a fresh visitor gets it marked done. */
const MIGRATION = '1418474375998';
const EXTRA_KEYS = ['fd', 'ep', 'rf'] as const;
const DAYS_PER_MONTH = 30;
const MINUTE_MS = 60_000;

export type Container = 'current' | 'current_add' | 'first' | 'first_add' | 'session' | 'udata' | 'promo';
export type AttributionValues = Record<Container, Record<string, string>>;
/** What the inputs and getAttributionData carry: field name -> value, null while tracking is off. */
export type FieldValues = Record<string, string | null>;

export interface VisitOptions extends ClassifyOptions {
  /** Months; the integer part counts, 0 makes session cookies (WooCommerce's 0.00001). */
  lifetimeMonths: number;
  sessionMinutes: number;
  base64: boolean;
  promo?: { min: number; max: number };
  userIp: string;
  /** The domain attribute to write with, or undefined for host-only cookies. */
  cookieDomain?: string;
}

export interface PageFacts {
  href: string;
  search: string;
  referrer: string;
  userAgent: string;
  now: number;
  random(): number;
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC: WooCommerce passes timezone_offset 0. */
export function fireDate(now: number): string {
  return new Date(now).toISOString().slice(0, 19).replace('T', ' ');
}

/** A random integer in [min, max], zero-padded to the digits of max. */
export function promoCode(min: number, max: number, random: () => number): string {
  const code = Math.floor(random() * (max - min + 1)) + min;
  return String(code).padStart(String(max).length, '0');
}

export function runVisit(cookies: Cookies, options: VisitOptions, page: PageFacts): AttributionValues {
  const codec = createCodec(options.base64);
  // The jar is read once: every read below is of a cookie this run has not written yet, and each read of
  // document.cookie after a write costs the browser a round trip to its cookie store (60 ms at 4x CPU slowdown).
  const jar = cookies.all();
  const raw = (name: string): string | undefined => jar[name];
  // Packed text as sourcebuster keeps it: a kept value is written back as it was read, never re-encoded.
  const read = (container: Container) => codec.read(raw(COOKIES[container]));
  const lifetimeDays = Math.trunc(options.lifetimeMonths) * DAYS_PER_MONTH;
  const write = (name: string, packed: string, expires?: Date) =>
    cookies.set(name, codec.write(packed), expires ? { expires } : lifetimeDays > 0 ? { expiresDays: lifetimeDays } : undefined);

  const hasSession = raw(COOKIES.session) !== undefined;
  const hasFirst = raw(COOKIES.first) !== undefined;
  if (!hasFirst && raw(COOKIES.migrations) === undefined) write(COOKIES.migrations, `${MIGRATION}=1`);

  const result = classify(
    { search: page.search, referrer: page.referrer, hasSession, hasFirst, hasCurrent: raw(COOKIES.current) !== undefined },
    options,
  );
  // What this page view writes; the values handed back are these (a browser refusing cookies still gets them).
  const values = {} as AttributionValues;
  const keep = (container: Container, packed: string, expires?: Date) => {
    write(COOKIES[container], packed, expires);
    values[container] = unpack(packed);
  };

  // "Keep" with no current cookie (only a first one) carries the first source on.
  const current = result.kind === 'new' ? pack(result.data, MAIN_KEYS) : read('current') || read('first') || '';
  if (result.kind === 'new') {
    const extra = pack({ fd: fireDate(page.now), ep: page.href, rf: page.referrer || NONE }, EXTRA_KEYS);
    keep('current_add', extra);
    if (raw(COOKIES.first_add) === undefined) keep('first_add', extra);
    else values.first_add = unpack(read('first_add'));
  } else {
    values.current_add = unpack(read('current_add'));
    values.first_add = unpack(read('first_add'));
  }
  keep('current', current);
  if (!hasFirst) keep('first', current);
  else values.first = unpack(read('first'));

  const visits = Number.parseInt(unpack(read('udata')).vst ?? '', 10) || 1;
  const vst = raw(COOKIES.udata) === undefined ? 1 : hasSession ? visits : visits + 1;
  keep('udata', pack({ vst: String(vst), uip: options.userIp, uag: page.userAgent }, ['vst', 'uip', 'uag']));

  const pages = hasSession ? (Number.parseInt(unpack(read('session')).pgs ?? '', 10) || 1) + 1 : 1;
  keep('session', pack({ pgs: String(pages), cpg: page.href }, ['pgs', 'cpg']), new Date(page.now + options.sessionMinutes * MINUTE_MS));

  if (options.promo && raw(COOKIES.promo) === undefined) {
    keep('promo', pack({ code: promoCode(options.promo.min, options.promo.max, page.random) }, ['code']));
  } else values.promo = unpack(read('promo'));
  return values;
}

/** Tracking not allowed: every sourcebuster cookie goes, on the site's domain and host-only alike. */
export function deleteVisit(cookies: Cookies, domain: string | undefined): void {
  for (const name of Object.values(COOKIES)) {
    cookies.remove(name);
    if (domain) cookies.remove(name, { domain });
  }
}

/** A field's dotted path ('current.typ') resolved on the values; null when tracking is off or nothing is there. */
export function valueAt(values: AttributionValues | null, path: string): string | null {
  if (!values) return null;
  const [container, key] = path.split('.');
  return values[container as Container]?.[key ?? ''] ?? null;
}
