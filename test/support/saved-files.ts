/**
 * Files a page saves the way browsers let scripts save them: a Blob behind an
 * object URL, clicked through a link with a download name. jsdom has neither
 * object URLs nor downloads; this gives both and keeps what was saved.
 */

export interface SavedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface SavedFiles {
  saved: SavedFile[];
  /** Resolves once every saved Blob has been read. */
  idle(): Promise<void>;
  restore(): void;
}

function readBytes(win: Window & typeof globalThis, blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new win.FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

export function captureSavedFiles(win: Window & typeof globalThis): SavedFiles {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const reading = new Set<Promise<unknown>>();
  let serial = 0;
  const { URL: Url, HTMLAnchorElement: Anchor } = win;
  const originals = {
    create: Object.getOwnPropertyDescriptor(Url, 'createObjectURL'),
    revoke: Object.getOwnPropertyDescriptor(Url, 'revokeObjectURL'),
    click: Object.getOwnPropertyDescriptor(Anchor.prototype, 'click'),
  };
  // Links click through HTMLElement's method; saving ones get a method of their own.
  const click = Anchor.prototype.click;

  Object.defineProperty(Url, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: (blob: Blob) => {
      const url = `blob:${win.location.origin}/${++serial}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(Url, 'revokeObjectURL', { configurable: true, writable: true, value: (url: string) => void blobs.delete(url) });
  Object.defineProperty(Anchor.prototype, 'click', {
    configurable: true,
    writable: true,
    value: function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (!blob) return click.call(this);
      const name = this.download;
      const read = readBytes(win, blob).then((bytes) => void saved.push({ name, type: blob.type, bytes }));
      reading.add(read);
      void read.finally(() => reading.delete(read));
    },
  });

  const put = (owner: object, key: string, descriptor: PropertyDescriptor | undefined) =>
    descriptor ? Object.defineProperty(owner, key, descriptor) : delete (owner as Record<string, unknown>)[key];

  return {
    saved,
    async idle() {
      while (reading.size) await Promise.all(reading);
    },
    restore() {
      put(Url, 'createObjectURL', originals.create);
      put(Url, 'revokeObjectURL', originals.revoke);
      put(Anchor.prototype, 'click', originals.click);
    },
  };
}
