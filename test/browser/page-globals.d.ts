/**
 * Globals the browser specs read in the pages they drive: the runtime's API,
 * the CleanTalk settings a demo page prints, and the specs' own probes.
 */
// The bundle's entry: its plugins' event names are on the bus type too.
import type { SiteRuntimeApi } from '../../plugins/site-runtime';

declare global {
  interface Window {
    /** Every demo page loads the bundle; before it has run this is undefined (gotoReady waits for it). */
    siteRuntime: SiteRuntimeApi;
    /** CleanTalk's settings as the demo pages print them. */
    ctPublicFunctions?: {
      _ajax_nonce: string;
      _rest_nonce: string;
      _ajax_url: string;
      _rest_url: string;
      data__ajax_type: 'rest' | 'admin_ajax';
    };
    ctPublic?: Record<string, unknown>;
    /** What downloads.spec.mjs records while a download link changes. */
    __seen?: { classes: string[]; gif: boolean; percent: string[] };
  }
}
