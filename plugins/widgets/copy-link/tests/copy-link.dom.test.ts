import { fireEvent } from '@testing-library/dom';
import { openTestbed, type Testbed } from '../../../../test/support';
import { copyPageLink } from '../definition';
import { NOTICE_MS } from '../plugin';

let testbed: Testbed;
afterEach(() => testbed?.close());

/** The browser's clipboard, recording what was written (or refusing). */
function clipboard(refuse = false) {
  const written: string[] = [];
  const writeText = jest.fn(async (text: string) => {
    if (refuse) throw new DOMException('Document is not focused.', 'NotAllowedError');
    written.push(text);
  });
  return { written, navigator: () => Object.assign(Object.create(navigator), { clipboard: { writeText } }) as Navigator };
}

const button = () => document.querySelector<HTMLButtonElement>('.awb-copy-page-link')!;
const status = () => document.querySelector('.awb-copy-page-link__status')!;

describe('copy page link', () => {
  it('[WDG-009] copies the origin and path, without query or hash, and shows an announced confirmation for a while', async () => {
    const { written, navigator } = clipboard();
    testbed = await openTestbed('widgets/copy-page-link.html', [copyPageLink], { url: '/blog/warm-light/?utm_source=mail&ref=2#comments', env: { navigator } });
    expect(status()).toHaveAttribute('role', 'status');
    fireEvent.click(button());
    await testbed.settle();
    expect(written).toEqual(['http://localhost/blog/warm-light/']);
    expect(status()).toHaveTextContent('Link copied to the clipboard');
    expect(button()).toHaveClass('awb-copy-page-link--copied');
    await testbed.settle(NOTICE_MS);
    expect(status()).toHaveTextContent('');
    expect(button()).not.toHaveClass('awb-copy-page-link--copied');
  });

  it('says so when the clipboard refuses', async () => {
    const { written, navigator } = clipboard(true);
    testbed = await openTestbed('widgets/copy-page-link.html', [copyPageLink], { url: '/blog/', env: { navigator }, quiet: true });
    fireEvent.click(button());
    await testbed.settle();
    expect(written).toEqual([]);
    expect(status()).toHaveTextContent('The link could not be copied');
    expect(button()).not.toHaveClass('awb-copy-page-link--copied');
  });

  it('removes the status it added on stop', async () => {
    testbed = await openTestbed('widgets/copy-page-link.html', [copyPageLink], { url: '/blog/' });
    testbed.runtime.stop();
    expect(document.querySelector('.awb-copy-page-link__status')).toBeNull();
    expect(testbed.leaks.check()).toEqual([]);
  });
});
