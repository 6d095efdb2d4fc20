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
    /** What test/browser/performance-probes.mjs records; times are the page's performance.now(). */
    __probes: {
      shifts: { at: number; value: number; input: boolean; sources: string[] }[];
      longTasks: { at: number; duration: number }[];
      ourScripts: { at: number; duration: number; invoker: string }[];
    };
    /** header.spec.mjs's record of one shrink: its animations' timings, the sticky logo's transition, the bar's height each frame. */
    __shrink?: { timings: EffectTiming[]; logo: string; middle: number | null; end: number };
    /** The XSS corpus spec's probe (every payload that runs calls it with its id) and its in-page harness. */
    __xss: (id: string) => void;
    __xssHarness: {
      reset(): void;
      sweep(args: unknown): Promise<{ error?: string; findings: string[] }>;
      settle(ms: number): Promise<string[]>;
    };
    /** CleanTalk's settings as the demo pages print them. */
    ctPublicFunctions?: {
      _ajax_nonce: string;
      _rest_nonce: string;
      _ajax_url: string;
      _rest_url: string;
      data__ajax_type: 'rest' | 'admin_ajax';
    };
    ctPublic?: Record<string, unknown>;
    /** What decoder.spec.mjs reads of the decoding popup as it appears: its status text, the animation shown, its @ count. */
    __waitShown?: Promise<{ text: string | null | undefined; animation: boolean; dogs: number }>;
    /** What downloads.spec.mjs records while a download link changes. */
    __seen?: { classes: string[]; at: number[]; gif: boolean; percent: string[] };
    /** What the theme shop specs record: scroll positions, when a click and a focus happened. */
    __positions?: number[];
    __clickedAt?: number;
    __focusedAt?: number;
    /** The page's jQuery, where a spec loads it (WooCommerce's scripts and their doubles use it). */
    jQuery?: (target: unknown) => { on(events: string, handler: (...args: any[]) => void): unknown; trigger(type: string, args?: unknown[]): unknown }; // eslint-disable-line @typescript-eslint/no-explicit-any
    /** What product-checkout.spec.mjs records: added_to_cart's arguments, and scroll positions with their time. */
    __added?: { keys: string[]; cartHash: string; button: string }[];
    __scrolls?: [number, number][];
    __scrollStart?: number;
    /** What effects.spec.mjs records: a parallax layer's style changes other than its transform. */
    __styleChanges?: string[];
  }
}
