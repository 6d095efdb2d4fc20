import { createClipboard } from '../../../adapters/clipboard';
import { testEnvironment } from '../../support';

const navigatorWith = (clipboard?: unknown) => () => ({ clipboard }) as unknown as Navigator;

function stubExecCommand(result: boolean | (() => boolean)) {
  const seen: { value: string; attached: boolean }[] = [];
  const execCommand = jest.fn((command: string) => {
    const area = document.querySelector('textarea');
    seen.push({ value: area?.value ?? '', attached: area !== null && command === 'copy' });
    return typeof result === 'function' ? result() : result;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return { execCommand, seen };
}

afterEach(() => {
  delete (document as unknown as Record<string, unknown>).execCommand;
});

describe('clipboard', () => {
  it('uses navigator.clipboard.writeText when available', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const { execCommand } = stubExecCommand(true);
    await expect(createClipboard(testEnvironment({ navigator: navigatorWith({ writeText }) })).writeText('https://x.test/p')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x.test/p');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a temporary textarea and execCommand("copy") when the API rejects, then removes it', async () => {
    const writeText = jest.fn().mockRejectedValue(new DOMException('not allowed', 'NotAllowedError'));
    const { execCommand, seen } = stubExecCommand(true);
    await expect(createClipboard(testEnvironment({ navigator: navigatorWith({ writeText }) })).writeText('copied text')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(seen).toEqual([{ value: 'copied text', attached: true }]);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when there is no clipboard API', async () => {
    const { execCommand } = stubExecCommand(true);
    await expect(createClipboard(testEnvironment({ navigator: navigatorWith(undefined) })).writeText('x')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledTimes(1);
  });

  it('resolves false, never rejects, when every way fails, and leaves no textarea', async () => {
    const clipboard = createClipboard(testEnvironment({ navigator: navigatorWith(undefined) }));
    stubExecCommand(false);
    await expect(clipboard.writeText('x')).resolves.toBe(false);
    stubExecCommand(() => {
      throw new Error('boom');
    });
    await expect(clipboard.writeText('x')).resolves.toBe(false);
    delete (document as unknown as Record<string, unknown>).execCommand;
    await expect(clipboard.writeText('x')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
