/**
 * The XSS corpus for TypeScript tests. The data lives in xss-corpus.mjs (plain
 * JavaScript, so the reference server and the browser spec load the same list).
 */
export { XSS_CORPUS, XSS_PROBE, XSS_URLS, scriptUrlsOf, type XssPayload, type XssUrl } from './xss-corpus.mjs';
