/** Avada's header: the sticky header on the theme's header markup (docs/plugins/header.md). */
import { definePlugin } from '../../kernel/types';

declare module '../../kernel/events' {
  interface BusEvents {
    /** The header became sticky (true) or normal again (false); the mobile menu closes on sticking. */
    'header:sticky': [sticky: boolean];
  }
}

/** The top header's wrapper or the side header: mounted once; sticky, shrinking, the placeholder. */
export const header = definePlugin({
  name: 'header',
  selectors: ['.fusion-header-wrapper', '#side-header'],
  after: ['theme'],
  reads: ['avadaHeaderVars'],
  // The sticky header's actor (and xstate) at the first scroll, or at mount on a page opened scrolled down (plugin.ts).
  onDemand: ['spawn'],
  pageEvents: ['ajaxComplete'],
  load: () => import('./plugin'),
});
