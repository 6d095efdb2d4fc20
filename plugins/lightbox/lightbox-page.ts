/**
 * What the lightbox links of one page share (docs/plugins/lightbox.md#behaviour):
 * the registry of links, the one viewer (its machine and dialog), the keys
 * while it shows (arrows, Escape, Tab kept inside), deep links (read on load
 * and on hashchange, written while a gallery shows), the touch "hover"
 * state of a link tapped once, and re-reading the links inside a `lightbox:refresh`
 * root (a variation image swapped the gallery's hrefs).
 */
import type { PluginContext } from '../../kernel/types';
import { viewerMachine } from '../../machines/lightbox/viewer';
import { parseDeepLink, withDeepLink, type DeepLink } from './deep-link';
import { buildDialog, type LightboxDialog } from './dialog';
import { galleryMembers, readEntry, type LightboxEntry } from './links';
import { mediaOf } from './media';
import { LIGHTBOX_SPEEDS, type LightboxSettings } from './settings';
import { addLightboxStyles, handleViewerKey, loadBasicLightbox, viewerControls } from './viewer-dialog';

/** The class a tapped link gets: its hover state on touch screens, until the second tap opens it. */
export const TOUCH_HOVER_CLASS = 'hover';


export interface LightboxPage {
  readonly entries: Map<HTMLAnchorElement, LightboxEntry>;
  /** Opens the viewer on `entry`'s gallery at `entry`; focus goes back to `trigger` on close. */
  open(entry: LightboxEntry, trigger: HTMLElement | null): Promise<void>;
  /** The link that got the touch hover state, if any. */
  armed: HTMLAnchorElement | null;
  arm(link: HTMLAnchorElement | null): void;
}

interface Showing {
  members: LightboxEntry[];
  gallery: string | null;
  trigger: HTMLElement | null;
  dialog: LightboxDialog;
}

export function createLightboxPage(ctx: PluginContext, settings: LightboxSettings): LightboxPage {
  const { lightbox, video } = settings;
  const doc = ctx.browser.document;
  const reducedMotion = ctx.browser.matchesMedia('(prefers-reduced-motion: reduce)');
  const speed = reducedMotion ? 0 : LIGHTBOX_SPEEDS[lightbox.lightbox_animation_speed];
  const entries = new Map<HTMLAnchorElement, LightboxEntry>();
  let showing: Showing | null = null;
  let create: typeof import('basiclightbox').create | undefined;
  let styles: HTMLStyleElement | undefined;

  const deepLinks = lightbox.lightbox_deeplinking;
  const writeAddress = (link: DeepLink | null) => ctx.browser.replaceAddress(withDeepLink(ctx.browser.address(), link));

  const actor = ctx.spawn(
    viewerMachine.provide({
      actions: {
        present: () => {
          if (!showing) return;
          const dialog = showing.dialog;
          ctx.write(() => dialog.fadeIn());
          dialog.closeButton.focus();
        },
        showItem: (_args, { index }) => {
          if (!showing) return;
          const item = showing.members[index]!;
          const { dialog, gallery } = showing;
          ctx.write(() => dialog.show(item, index, showing!.members.length));
          if (deepLinks && gallery !== null) writeAddress({ gallery, index });
        },
        dismiss: () => showing?.dialog.fadeOut(),
        teardown: () => {
          if (!showing) return;
          const { dialog, gallery, trigger } = showing;
          showing = null;
          dialog.remove();
          if (deepLinks && gallery !== null && parseDeepLink(ctx.browser.address().hash)?.gallery === gallery) writeAddress(null);
          if (trigger?.isConnected) trigger.focus({ preventScroll: true });
        },
      },
    }),
    { input: { speed } },
  );
  ctx.bus.on('lightbox:refresh', (root) => {
    for (const link of [...entries.keys()]) {
      if (!root.contains(link)) continue;
      const media = mediaOf(link.getAttribute('href'), link.ownerDocument.baseURI);
      if (media) entries.set(link, readEntry(link, media));
      else entries.delete(link);
    }
  });
  ctx.onCleanup(() => {
    showing?.dialog.remove();
    styles?.remove();
  });

  const shown = () => actor.getSnapshot().matches('shown');

  const controls = viewerControls(actor);
  ctx.listen<KeyboardEvent>('document', 'keydown', (event) => {
    if (showing && shown()) handleViewerKey(event, showing.dialog.dialog, controls);
  });

  const lightboxPage: LightboxPage = {
    entries,
    armed: null,
    arm(link) {
      if (lightboxPage.armed === link) return;
      lightboxPage.armed?.classList.remove(TOUCH_HOVER_CLASS);
      link?.classList.add(TOUCH_HOVER_CLASS);
      lightboxPage.armed = link;
    },
    async open(entry, trigger) {
      create ??= await loadBasicLightbox();
      if (!actor.getSnapshot().matches('closed')) return;
      styles ??= addLightboxStyles(doc, ctx);
      const members = galleryMembers(entry, entries.values());
      const dialog = buildDialog(
        doc,
        create,
        {
          speed,
          opacity: lightbox.lightbox_opacity,
          arrows: lightbox.lightbox_arrows,
          showTitle: lightbox.lightbox_title,
          showCaption: lightbox.lightbox_desc,
          text: lightbox.l10n,
          video: { width: video.lightbox_video_width, height: video.lightbox_video_height },
        },
        controls,
      );
      showing = { members, gallery: entry.gallery, trigger, dialog };
      actor.send({ type: 'OPEN', count: members.length, index: members.indexOf(entry) });
    },
  };

  /** Opens (or moves to) the item a deep link names; false when it names none on this page. */
  const followDeepLink = (hash: string): boolean => {
    const link = parseDeepLink(hash);
    if (!link) return false;
    if (showing && shown() && showing.gallery === link.gallery) {
      if (link.index < showing.members.length) actor.send({ type: 'GOTO', index: link.index });
      return true;
    }
    const first = [...entries.values()].find((entry) => entry.gallery === link.gallery);
    const target = first && galleryMembers(first, entries.values())[link.index];
    if (!target) return false;
    void lightboxPage.open(target, null).catch((error: unknown) => ctx.report(error));
    return true;
  };

  if (deepLinks) {
    // After the batch of mounts this scope was made in, so every link of the gallery is registered.
    ctx.clock.setTimeout(() => followDeepLink(ctx.browser.address().hash), 0);
    ctx.listen('window', 'hashchange', () => followDeepLink(ctx.browser.address().hash));
  }

  // A tap anywhere but on the link in its hover state ends that state.
  ctx.listen<PointerEvent>(
    'document',
    'pointerdown',
    (event) => {
      const armed = lightboxPage.armed;
      if (armed && !(event.target instanceof Node && armed.contains(event.target))) lightboxPage.arm(null);
    },
    { capture: true, passive: true },
  );

  return lightboxPage;
}
