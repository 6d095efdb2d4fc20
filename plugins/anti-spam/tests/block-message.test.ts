import { blockMessageInText, parseBlockMessage } from '../block-message';

describe('reading block answers', () => {
  it('[SPAM-057] apbct.blocked with a comment is a block answer; stop_script 1 or "1" stops the page, anything else does not', () => {
    expect(parseBlockMessage({ apbct: { blocked: true, comment: 'Forbidden.', stop_script: 1, integration: 'NEXForms' } })).toEqual({
      message: 'Forbidden.',
      stopScript: true,
      integration: 'NEXForms',
    });
    expect(parseBlockMessage({ apbct: { blocked: true, comment: 'Forbidden.', stop_script: '1' } })).toMatchObject({ stopScript: true, integration: '' });
    expect(parseBlockMessage({ apbct: { blocked: true, comment: 'Forbidden.', stop_script: 0 } })).toMatchObject({ stopScript: false });
    expect(parseBlockMessage({ apbct: { blocked: true, comment: 'Forbidden.' } })).toMatchObject({ stopScript: false });
  });

  it('[SPAM-057] not blocked, no comment, an empty comment or no object at all: not a block answer', () => {
    for (const answer of [{ apbct: { blocked: false, comment: 'ok' } }, { apbct: { blocked: true } }, { apbct: { blocked: true, comment: '' } }, { apbct: 'blocked' }, null, 'apbct', [1]]) {
      expect(parseBlockMessage(answer)).toBeNull();
    }
  });

  it('[SPAM-058] data.message with stop_script and integration wins over apbct', () => {
    const answer = { apbct: { blocked: true, comment: 'Blocked' }, success: false, data: { message: 'Spam is not welcome here.', stop_script: 1, integration: 'ElfsightForm' } };
    expect(parseBlockMessage(answer)).toEqual({ message: 'Spam is not welcome here.', stopScript: true, integration: 'ElfsightForm' });
    expect(parseBlockMessage({ success: false, data: { message: '' }, apbct: { blocked: true, comment: 'Blocked' } })).toMatchObject({ message: 'Blocked' });
  });

  it('[SPAM-057] only text that mentions "apbct and is no HTML page is read', () => {
    expect(blockMessageInText('{"success":false,"data":{"message":"Other plugin error"}}')).toBeNull();
    expect(blockMessageInText('<!DOCTYPE html>{"apbct":{"blocked":true,"comment":"x"}}')).toBeNull();
    expect(blockMessageInText('{"apbct":')).toBeNull();
    expect(blockMessageInText('{"apbct":{"blocked":true,"comment":"x"}}')).toMatchObject({ message: 'x' });
  });
});
