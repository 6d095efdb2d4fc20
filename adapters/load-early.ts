/**
 * A chunk import started before its caller knows it will need it (with the
 * request whose answer it reads, so it travels while the request is in
 * flight). A caller whose request fails never awaits it, and that is no error.
 */
export function loadEarly<T>(loading: Promise<T>): Promise<T> {
  loading.catch(() => undefined);
  return loading;
}
