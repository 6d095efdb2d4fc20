/**
 * Which Vimeo video a background names, checked as Vimeo's player library
 * checks it, with its messages (docs/plugins/effects.md#video-backgrounds):
 * a whole number is an id, a vimeo.com address is a URL, anything else is
 * refused. And the library's messages for an oEmbed answer that failed.
 */

const VIMEO_URL = /^(https?:)?\/\/((player|www)\.)?vimeo\.com(?=$|\/)/;

export type VimeoSource = { ok: true; url: string; id?: string } | { ok: false; message: string };

/** An address-like value is judged as a URL; any other value as an id. */
export function vimeoSource(raw: string): VimeoSource {
  const value = raw.trim();
  if (/^\d+$/.test(value)) return { ok: true, url: `https://vimeo.com/${value}`, id: value };
  const looksLikeUrl = /^(https?:)?\/\//i.test(value) || value.includes('/');
  if (looksLikeUrl) {
    if (VIMEO_URL.test(value)) return { ok: true, url: value.replace(/^http:/, 'https:').replace(/^\/\//, 'https://') };
    return { ok: false, message: `“${value}” is not a vimeo.com url.` };
  }
  return { ok: false, message: `“${value}” is not a valid video id.` };
}

/** The library's message for an oEmbed request for `url` that answered `status` (0: no answer at all). */
export function oEmbedFailure(url: string, status: number): string {
  if (status === 404) return `“${url}” was not found.`;
  if (status === 403) return `“${url}” is not embeddable.`;
  return `There was an error fetching the embed code from Vimeo${status ? ` (${status})` : ''}.`;
}
