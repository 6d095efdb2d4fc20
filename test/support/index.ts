/**
 * The test kit every unit and DOM test uses: one fake clock, one fake site,
 * one testbed (a jsdom page with a runtime) with leak counting. testbed.ts has `openTestbed`, site.ts the
 * route keys, site-answers.ts the answers, leaks.ts what is counted.
 */
export { createFakeClock, FRAME_MS, type FakeClock } from './clock';
export type { TestConsole } from './console';
export { siteEnvironment, testEnvironment, type TestEnvironment } from './environment';
export type { RecordedEvent } from './events';
export { faultAnswer, HTML_PAGE, meetFault, PAST_TIMEOUT_MS, SERVER_FAULTS, type FaultName } from './faults';
export { fakeLayout, layoutReports, type Box, type FakeLayout, type LayoutReports, type LayoutSize } from './layout';
export type { LeakCounts, LeakTracker } from './leaks';
export { openTestbed, type LaidOutTestbed, type LayoutOptions, type Testbed, type TestbedOptions } from './testbed';
export { recordingPlugin } from './plugins';
export type { SavedFile } from './saved-files';
export { createSite, type FakeSite, type Routes } from './site';
export { json, networkError, never, text, type Answer, type Reply } from './site-answers';
export type { SentRequest } from './site-request';
