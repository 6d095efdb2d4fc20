/** @jest-environment node */
import { boundaryOf, parseMultipart } from '../../../fixtures/server/multipart.mjs';

async function encode(form: FormData) {
  const request = new Request('http://x/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

describe('multipart/form-data bodies', () => {
  it('reads the boundary, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('text/plain')).toBeNull();
  });

  it('reads text fields and files as the browser encodes them', async () => {
    const form = new FormData();
    form.append('action', 'log_dlm_xhr_download');
    form.append('initial_request_params', '{"a":"line1\\nline2"}');
    form.append('note', 'multi\r\nline ✓');
    form.append('file', new Blob([Buffer.from([0, 1, 2, 13, 10, 45, 45])], { type: 'application/octet-stream' }), 'we"ird.bin');
    const { body, contentType } = await encode(form);

    const parts = parseMultipart(body, contentType);
    expect(parts.slice(0, 3)).toEqual([
      { name: 'action', value: 'log_dlm_xhr_download' },
      { name: 'initial_request_params', value: '{"a":"line1\\nline2"}' },
      { name: 'note', value: 'multi\r\nline ✓' },
    ]);
    const file = parts[3] as { name: string; filename: string; type: string; data: Buffer };
    expect(file).toMatchObject({ name: 'file', type: 'application/octet-stream' });
    expect(file.filename).toContain('ird.bin');
    expect([...file.data]).toEqual([0, 1, 2, 13, 10, 45, 45]);
  });

  it('returns what it could read from a truncated body', () => {
    const body = Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name="c"\r\n\r\nunfinished');
    expect(parseMultipart(body, 'multipart/form-data; boundary=b')).toEqual([{ name: 'a', value: '1' }]);
  });
});
