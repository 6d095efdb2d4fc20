/**
 * A Vimeo background without its printed player asks Vimeo's oEmbed endpoint; under every fault of
 * docs/reliability.md the section keeps its own background (no player frame, the video wrapper stays
 * hidden), and the failure is named on the console as the original names it.
 */
import { effectVideoBackgrounds } from '../definition';
import { oEmbedFailure } from '../vimeo-source';
import { faultAnswer, json, meetFault, openTestbed, type Answer, type FaultName, type LaidOutTestbed } from '../../../../test/support';

// The first page loads the plugin's chunk in real time, which a busy machine stretches.
jest.setTimeout(60_000);

const OEMBED = 'https://vimeo.com/api/oembed.json';
const VIDEO = 'https://vimeo.com/76979871';
const SECTION =
  '<div class="fusion-fullwidth video-background" id="section"><div class="fusion-background-video-wrapper" id="bare" data-vimeo-video-id="76979871" data-mute="yes" style="opacity:0;"></div></div>';

let testbed: LaidOutTestbed | undefined;
const wrapper = () => document.getElementById('bare')!;
const errors = () => testbed!.console.error.mock.calls.flat().map(String).join('\n');

/** The HTTP status each fault carries into the failure text (0 when there is none). */
const STATUS: Record<FaultName, number> = { 'time-out': 0, '500': 500, '403 / nonce': 403, 'invalid JSON': 200, 'HTML for JSON': 200, offline: 0 };

async function open(answer: Answer) {
  testbed = await openTestbed(SECTION, [effectVideoBackgrounds], {
    globals: { fusionVideoBgVars: { status_yt: '0', status_vimeo: '1' } },
    routes: { [OEMBED]: answer },
    quiet: true,
    layout: { width: 1280, height: 800, place: (layout) => layout.place(document.getElementById('section')!, { top: 0, width: 1280, height: 600 }) },
  });
}

afterEach(() => {
  testbed?.close();
  testbed = undefined;
});

describe('Vimeo oEmbed under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'vimeo oembed, time-out: no player, the section keeps its own background, the failure named on the console' },
    { fault: '500', title: 'vimeo oembed, 500: no player, the section keeps its own background, the failure named on the console' },
    { fault: '403 / nonce', title: 'vimeo oembed, 403 / nonce: no player, the section keeps its own background, the video named not embeddable' },
    { fault: 'invalid JSON', title: 'vimeo oembed, invalid JSON: no player, the section keeps its own background, the failure named on the console' },
    { fault: 'HTML for JSON', title: 'vimeo oembed, HTML for JSON: no player, the section keeps its own background, the failure named on the console' },
    { fault: 'offline', title: 'vimeo oembed, offline: no player, the section keeps its own background, the failure named on the console' },
  ])('$title', async ({ fault }) => {
    await open(faultAnswer(fault));
    await meetFault(testbed!, fault);
    expect(testbed!.site.requestsTo(OEMBED)).toHaveLength(1);
    expect(wrapper().querySelector('iframe')).toBeNull();
    expect(wrapper().style.opacity).toBe('0');
    expect(errors()).toContain(oEmbedFailure(VIDEO, STATUS[fault]));
  });

  it('vimeo oembed, aborted: the section leaving the page while oEmbed is asked aborts the request; nothing is built or reported', async () => {
    await open({ ...json({ video_id: 76979871, width: 1920, height: 800 }), delay: 5000 });
    const [request] = testbed!.site.requestsTo(OEMBED);
    document.getElementById('section')!.remove();
    await testbed!.settle();
    expect(request!.signal!.aborted).toBe(true);
    await testbed!.settle(5000);
    expect(document.querySelector('iframe')).toBeNull();
    expect(errors()).toBe('');
  });
});
