/**
 * Comments and reviews CleanTalk marked as written by a real person get the
 * real-person badge (docs/plugins/anti-spam.md#real-person-badge).
 */
import { definePlugin } from '../../../kernel/types';

export const antiSpamBadge = definePlugin({
  name: 'anti-spam/badge',
  selectors: ['.apbct-trp'],
  after: ['anti-spam'],
  // pagenow: printed on admin pages, where the comment list's author cell is decorated too.
  reads: ['ctPublic', 'pagenow'],
  // A badge's actor (and xstate) at the visitor's first hover, click or tap on it (plugin.ts).
  onDemand: ['spawn'],
  load: () => import('./plugin'),
});
