import { httpError } from '../../../adapters/http-error';
import { apiUrl } from '../api';
import { FETCH_ERROR, INVALID_JSON, toFailure } from '../failures';

describe('CF7 REST addresses', () => {
  it.each([
    ['https://example.com/wp-json/', 'contact-form-7/v1', 'contact-forms/5/feedback', 'https://example.com/wp-json/contact-form-7/v1/contact-forms/5/feedback'],
    ['https://example.com/?rest_route=/', 'contact-form-7/v1', 'contact-forms/5/refill', 'https://example.com/?rest_route=/contact-form-7/v1/contact-forms/5/refill'],
    ['https://example.com/?rest_route=/', '/contact-form-7/v1/', '/contact-forms/5/feedback/schema?x=1', 'https://example.com/?rest_route=/contact-form-7/v1/contact-forms/5/feedback/schema&x=1'],
    ['', 'contact-form-7/v1', 'contact-forms/5/feedback', '/wp-json/contact-form-7/v1/contact-forms/5/feedback'],
  ])('%s + %s + %s', (root, namespace, endpoint, url) => {
    expect(apiUrl(root, namespace, endpoint)).toBe(url);
  });
});

describe('failures', () => {
  it('[CF-067] [CF-068] names network failures fetch_error and unreadable answers invalid_json, with CF7\'s messages', () => {
    expect(toFailure(httpError('network', 'x'))).toEqual({ code: 'fetch_error', message: 'You are probably offline.' });
    expect(toFailure(httpError('parse', 'x'))).toEqual({ code: 'invalid_json', message: 'The response is not a valid JSON response.' });
    expect(FETCH_ERROR.message).toBe('You are probably offline.');
    expect(INVALID_JSON.message).toBe('The response is not a valid JSON response.');
    expect(toFailure(httpError('timeout', 'Server response timeout'))).toEqual({ code: 'timeout', message: 'Server response timeout' });
  });
});
