/**
 * The code of the four services most pages ask for together (CleanTalk's plugin, on every page of a site
 * that runs it, declares all four), in one module so the build makes one chunk of them: each file a page
 * fetches costs Chromium about ten tasks of loading work before its code runs (docs/bench.md). A page
 * whose plugins ask for one of them fetches the other three's few hundred bytes with it.
 */
export { openJar, createCookies } from './cookies';
export { openStores, createStoredValues } from './storage';
export { interceptRequests } from './request-interception';
export { createHttp } from './http-on-demand';
