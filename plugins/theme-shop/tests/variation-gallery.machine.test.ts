import { createActor } from 'xstate';
import { createFakeClock } from '../../../test/support';
import { GALLERY_INIT_DELAY_MS, LIGHTBOX_REFRESH_MS, variationGalleryMachine, type VariationImage } from '../../../machines/theme-shop/variation-gallery';

const IMAGE: VariationImage = { src: '/hoodie-blue.svg', full_src: '/hoodie-blue-full.svg' };

function start() {
  const clock = createFakeClock(0);
  const log: string[] = [];
  const actor = createActor(
    variationGalleryMachine.provide({
      actions: {
        startGallery: () => void log.push(`thumbnails@${clock.now()}`),
        showVariationImage: (_args, { image }) => void log.push(`show ${image.src}@${clock.now()}`),
        restoreImage: () => void log.push(`restore@${clock.now()}`),
        refreshLightbox: () => void log.push(`lightbox@${clock.now()}`),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, log };
}

describe('variation gallery machine', () => {
  it('[SHOP-039] sets up the thumbnails 100 ms after start, once', () => {
    const { clock, log } = start();
    clock.advance(GALLERY_INIT_DELAY_MS - 1);
    expect(log).toEqual([]);
    clock.advance(1);
    clock.advance(10_000);
    expect(log).toEqual(['thumbnails@100']);
  });

  it('[SHOP-036] a variation with an image shows it; [SHOP-035] a reset restores the original', () => {
    const { actor, clock, log } = start();
    clock.advance(GALLERY_INIT_DELAY_MS);
    actor.send({ type: 'VARIATION', image: IMAGE });
    expect(actor.getSnapshot().value).toMatchObject({ image: 'variation' });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toMatchObject({ image: 'original' });
    expect(log.filter((line) => !line.startsWith('lightbox'))).toEqual(['thumbnails@100', 'show /hoodie-blue.svg@100', 'restore@100']);
  });

  it('[SHOP-036] a variation without an image shows the original', () => {
    const { actor, log } = start();
    actor.send({ type: 'VARIATION', image: IMAGE });
    actor.send({ type: 'VARIATION', image: null });
    expect(actor.getSnapshot().value).toMatchObject({ image: 'original' });
    expect(log.filter((line) => !line.startsWith('lightbox'))).toEqual(['show /hoodie-blue.svg@0', 'restore@0']);
  });

  it('[SHOP-038] each change refreshes the lightbox at once, after 500 ms and after 1500 ms; a new change starts over', () => {
    const { actor, clock, log } = start();
    clock.advance(GALLERY_INIT_DELAY_MS);
    log.length = 0;
    actor.send({ type: 'VARIATION', image: IMAGE });
    clock.advance(2000);
    expect(log.filter((line) => line.startsWith('lightbox'))).toEqual(['lightbox@100', `lightbox@${100 + LIGHTBOX_REFRESH_MS[0]}`, `lightbox@${100 + LIGHTBOX_REFRESH_MS[1]}`]);
    log.length = 0;
    actor.send({ type: 'RESET' });
    clock.advance(400);
    actor.send({ type: 'VARIATION', image: IMAGE });
    clock.advance(2000);
    expect(log.filter((line) => line.startsWith('lightbox'))).toEqual(['lightbox@2100', 'lightbox@2500', 'lightbox@3000', 'lightbox@4000']);
  });
});
