/**
 * Sourcebuster's page-view classification (docs/plugins/attribution.md#classification),
 * pure: the address, the referrer and which cookies exist in; the visit's main
 * data (or "keep the current one") out.
 */

/** The main data's keys, in cookie order: type, source, medium, campaign, content, term, id, platform, format, tactic. */
export const MAIN_KEYS = ['typ', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct'] as const;
export type MainKey = (typeof MAIN_KEYS)[number];
export type MainData = Record<MainKey, string>;

export const NONE = '(none)';

export interface Organic {
  host: string;
  param: string;
  display?: string;
}
export interface Referral {
  host: string;
  display?: string;
  medium?: string;
}

/** The organic engines besides Google and Yandex (which have rules of their own). */
export const BUILT_IN_ORGANICS: readonly Organic[] = [
  { host: 'bing.com', param: 'q', display: 'bing' },
  { host: 'yahoo.com', param: 'p', display: 'yahoo' },
  { host: 'about.com', param: 'q', display: 'about' },
  { host: 'aol.com', param: 'q', display: 'aol' },
  { host: 'ask.com', param: 'q', display: 'ask' },
  { host: 'globososo.com', param: 'q', display: 'globo' },
  { host: 'go.mail.ru', param: 'q', display: 'go.mail.ru' },
  { host: 'rambler.ru', param: 'query', display: 'rambler' },
  { host: 'tut.by', param: 'query', display: 'tut.by' },
];

export const BUILT_IN_REFERRALS: readonly Referral[] = [
  { host: 't.co', display: 'twitter.com' },
  { host: 'plus.url.google.com', display: 'plus.google.com' },
];

const UTM_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'utm_id',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'gclid',
  'yclid',
];

export interface ClassifyOptions {
  /** The site's domain: referrers from it or its subdomains are internal. */
  domain: string;
  /** Only this exact host counts as internal (sourcebuster's isolated domain). */
  isolate?: boolean;
  campaignParam?: string;
  termParam?: string;
  contentParam?: string;
  organics?: readonly Organic[];
  referrals?: readonly Referral[];
  typein?: { source: string; medium: string };
}

export interface PageView {
  /** location.search, with or without the leading '?'. */
  search: string;
  /** document.referrer ('' when none). */
  referrer: string;
  hasSession: boolean;
  hasFirst: boolean;
  hasCurrent: boolean;
}

export type Classification = { kind: 'new'; data: MainData } | { kind: 'keep' };

/** Query values as sourcebuster reads them: split on & and =, not decoded; a key without '=' is absent. */
export function queryParams(search: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const key = pair.slice(0, eq);
    if (!params.has(key)) params.set(key, pair.slice(eq + 1));
  }
  return params;
}

/** The referrer's host with its first 'www.' removed (sourcebuster's getHost), query and path. */
function referrerParts(referrer: string): { host: string; query: string; path: string } {
  try {
    const url = new URL(referrer);
    return { host: url.hostname.replace('www.', ''), query: url.search.replace(/^\?/, ''), path: url.pathname };
  } catch {
    return { host: '', query: '', path: '' };
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function isExternal(host: string, options: ClassifyOptions): boolean {
  if (!host) return false;
  const domain = options.domain.replace(/^www\./, '').toLowerCase();
  if (options.isolate) return host.toLowerCase() !== domain;
  return !new RegExp(`^(?:.*\\.)?${escapeRegExp(domain)}$`, 'i').test(host);
}

function isSubdomainOf(host: string, parent: string): boolean {
  return new RegExp(`^(?:.*\\.)?${escapeRegExp(parent)}$`, 'i').test(host);
}

const YANDEX = /^(?:.*\.)?yandex\..{2,9}$/i;
const GOOGLE = /^(?:www\.)?google\..{2,9}$/i;

function mainData(values: Partial<MainData>): MainData {
  const out = {} as MainData;
  for (const key of MAIN_KEYS) out[key] = values[key] || NONE;
  return out;
}

function utmData(params: Map<string, string>, referrer: string, options: ClassifyOptions): MainData {
  const get = (name: string | undefined) => (name ? params.get(name) || '' : '');
  const gclid = params.has('gclid');
  const yclid = params.has('yclid');
  const ref = referrerParts(referrer);
  const yandexTerm = YANDEX.test(ref.host) ? queryParams(ref.query).get('text') ?? '' : '';
  return mainData({
    typ: 'utm',
    src: get('utm_source') || (gclid ? 'google' : yclid ? 'yandex' : ''),
    mdm: get('utm_medium') || (gclid || yclid ? 'cpc' : ''),
    cmp: get('utm_campaign') || get(options.campaignParam) || (gclid ? 'google_cpc' : yclid ? 'yandex_cpc' : ''),
    cnt: get('utm_content') || get(options.contentParam),
    trm: get('utm_term') || get(options.termParam) || yandexTerm,
    id: get('utm_id'),
    plt: get('utm_source_platform'),
    fmt: get('utm_creative_format'),
    tct: get('utm_marketing_tactic'),
  });
}

function organicSource(referrer: string, options: ClassifyOptions): string | undefined {
  const { host, query } = referrerParts(referrer);
  if (YANDEX.test(host) && query.includes('text=')) return 'yandex';
  if (GOOGLE.test(host)) return 'google';
  if (!query) return undefined;
  for (const engine of [...(options.organics ?? []), ...BUILT_IN_ORGANICS]) {
    if (isSubdomainOf(host, engine.host) && query.includes(`${engine.param}=`)) return engine.display || engine.host;
  }
  return undefined;
}

function referralData(referrer: string, options: ClassifyOptions): MainData {
  const { host, path } = referrerParts(referrer);
  const known = [...(options.referrals ?? []), ...BUILT_IN_REFERRALS].find((entry) => isSubdomainOf(host, entry.host));
  return mainData({
    typ: 'referral',
    src: known ? known.display || known.host : host,
    mdm: known?.medium || 'referral',
    cnt: path,
  });
}

/**
 * utm, else organic, else referral (no session), else typein (no first or
 * current), else keep. A utm arrival wins inside a session too; a referral
 * does not (docs/plugins/attribution.md#classification).
 */
export function classify(view: PageView, options: ClassifyOptions): Classification {
  const params = queryParams(view.search);
  const utmKeys = [...UTM_PARAMS, options.campaignParam, options.termParam, options.contentParam].filter(Boolean) as string[];
  if (utmKeys.some((key) => params.has(key))) return { kind: 'new', data: utmData(params, view.referrer, options) };
  const external = isExternal(referrerParts(view.referrer).host, options);
  if (external) {
    const organic = organicSource(view.referrer, options);
    if (organic) return { kind: 'new', data: mainData({ typ: 'organic', src: organic, mdm: 'organic' }) };
    if (!view.hasSession) return { kind: 'new', data: referralData(view.referrer, options) };
  }
  if (!view.hasFirst && !view.hasCurrent) {
    const typein = options.typein ?? { source: '(direct)', medium: NONE };
    return { kind: 'new', data: mainData({ typ: 'typein', src: typein.source, mdm: typein.medium }) };
  }
  return { kind: 'keep' };
}
