/**
 * The test kit every DOM test uses: one fake clock, one fake site, one page
 * opener with leak counting. See page.ts for `openPage`, site.ts for route keys.
 */
export { createFakeClock, FRAME_MS, type FakeClock } from './clock';
export { quietConsole, watchedConsole, type TestConsole } from './console';
export { siteEnvironment, testEnvironment, type TestEnvironment } from './environment';
export type { RecordedEvent } from './events';
export { trackLeaks, type LeakCounts, type LeakTracker } from './leaks';
export { markupOf } from './markup';
export { openPage, type Page, type PageOptions } from './page';
export { recordingPlugin } from './plugins';
export type { SavedFile } from './saved-files';
export { createSite, type FakeSite, type Routes } from './site';
export { json, networkError, never, text, type Answer, type Reply } from './site-answers';
export type { SentRequest } from './site-request';
