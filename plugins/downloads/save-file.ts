/**
 * Hands a downloaded blob to the browser's save flow: an object URL on a
 * hidden anchor with `download`, clicked. The URL is revoked only after the
 * click has been handled (revoking at once broke saving: Download Monitor issue #980).
 */
import type { PluginContext } from '../../kernel/types';

/** Long enough for the browser to have taken the file from the object URL. */
export const BLOB_REVOKE_MS = 10000;

export function createSaver(ctx: PluginContext): (blob: Blob, name: string) => void {
  const { document } = ctx.browser;
  const pending = new Set<string>();
  const revoke = (url: string) => {
    if (pending.delete(url)) URL.revokeObjectURL(url);
  };
  ctx.onCleanup(() => pending.forEach(revoke));

  return (blob, name) => {
    const url = URL.createObjectURL(blob);
    pending.add(url);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = name;
    anchor.hidden = true;
    ctx.write(() => document.body.append(anchor));
    anchor.click();
    ctx.write(() => anchor.remove());
    ctx.clock.setTimeout(() => revoke(url), BLOB_REVOKE_MS);
  };
}
