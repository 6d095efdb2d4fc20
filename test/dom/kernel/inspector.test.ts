import { fireEvent, waitFor, within } from '@testing-library/dom';
import { tabsWidget } from '../../../plugins/widgets/tabs/definition';
import { EVENT_LOG_SIZE } from '../../../kernel/event-log';
import { openTestbed, type Testbed } from '../../support';
import './legacy-widget';

let testbed: Testbed;
afterEach(() => testbed.close());

const panel = () => document.querySelector<HTMLElement>('[data-site-runtime-inspector]');

describe('inspector panel', () => {
  it('opens from siteRuntime.inspect(), lists live actors and follows their state', async () => {
    testbed = await openTestbed('widgets/tabs.html', [tabsWidget]);
    await testbed.runtime.inspect();
    await waitFor(() => expect(panel()).not.toBeNull());
    const actors = within(panel()!).getByTestId('inspector-actors');
    expect(actors).toHaveTextContent('widgets/tabs');
    expect(within(actors).getByTestId('actor-state')).toHaveTextContent('idle');
    fireEvent.click(document.querySelector('a[data-link="fusion-tab-recent"]')!);
    await waitFor(() => expect(within(actors).getByTestId('actor-state')).toHaveTextContent('revealing'));
  });

  it('opens from ?runtime-inspect in the address and shows the last 100 bus events, newest first', async () => {
    testbed = await openTestbed('', [], { url: '/?runtime-inspect', start: false });
    const { runtime } = testbed;
    runtime.start();
    for (let i = 0; i < EVENT_LOG_SIZE + 5; i++) runtime.bus.emit('list_refreshed');
    runtime.bus.emit('choice_found', { variation_id: 9 });
    await waitFor(() => expect(panel()).not.toBeNull());
    const events = within(panel()!).getByTestId('inspector-events');
    await waitFor(() => expect(events.children).toHaveLength(EVENT_LOG_SIZE));
    expect(events.children[0]).toHaveTextContent('choice_found');
    expect(events.children[0]).toHaveTextContent('{"variation_id":9}');
  });

  it('closes with its Close button and is gone after stop', async () => {
    testbed = await openTestbed('', []);
    const { runtime } = testbed;
    await runtime.inspect();
    await waitFor(() => expect(panel()).not.toBeNull());
    fireEvent.click(within(panel()!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(panel()).toBeNull());
    await runtime.inspect();
    await waitFor(() => expect(panel()).not.toBeNull());
    runtime.stop();
    expect(panel()).toBeNull();
  });
});
