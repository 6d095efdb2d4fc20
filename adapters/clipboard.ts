/**
 * Copies text. The async Clipboard API needs a secure context and focus; where
 * it is missing or refuses, an off-screen textarea and execCommand('copy')
 * still work inside a click handler. Resolves false on failure, never rejects.
 */
import type { Environment } from './environment';

export interface ClipboardWriter {
  writeText(text: string): Promise<boolean>;
}

function copyWithTextarea(env: Environment, text: string): boolean {
  const doc = env.document;
  const parent = doc.body ?? doc.documentElement;
  if (!parent || typeof doc.execCommand !== 'function') return false;
  const previousFocus = doc.activeElement as HTMLElement | null;
  const area = doc.createElement('textarea');
  area.value = text;
  // readonly keeps mobile keyboards closed; fixed and off-screen keeps the page from scrolling or flashing.
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0;pointer-events:none';
  parent.appendChild(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return doc.execCommand('copy') === true;
  } catch {
    return false;
  } finally {
    area.remove();
    if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus();
  }
}

export function createClipboard(env: Environment): ClipboardWriter {
  return {
    async writeText(text) {
      try {
        const clipboard = env.navigator()?.clipboard;
        if (clipboard && typeof clipboard.writeText === 'function') {
          await clipboard.writeText(text);
          return true;
        }
      } catch (error) {
        env.console.debug('[site-runtime] clipboard API refused, trying execCommand', error);
      }
      try {
        return copyWithTextarea(env, text);
      } catch {
        return false;
      }
    },
  };
}
