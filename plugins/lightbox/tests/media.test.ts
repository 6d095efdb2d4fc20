import { canZoom, fitScale, MIN_SCALE } from '../fit';
import { LIGHTBOX_EXTENSIONS, mediaOf } from '../media';

const BASE = 'https://site.test/gallery/';

describe('which links the lightbox opens', () => {
  it('[LBX-002] the extensions are exactly Avada\'s fourteen', () => {
    expect([...LIGHTBOX_EXTENSIONS]).toEqual(['bmp', 'gif', 'jpeg', 'jpg', 'png', 'tiff', 'tif', 'jfif', 'jpe', 'svg', 'mp4', 'ogg', 'webm', 'webp']);
  });

  it('[LBX-001] [LBX-002] a file with any listed extension opens (any case, query kept), as an image or a video', () => {
    for (const extension of LIGHTBOX_EXTENSIONS) {
      const media = mediaOf(`/uploads/photo.${extension.toUpperCase()}?ver=3`, BASE);
      expect(media).toEqual({ kind: ['mp4', 'ogg', 'webm'].includes(extension) ? 'video' : 'image', src: `https://site.test/uploads/photo.${extension.toUpperCase()}?ver=3` });
    }
  });

  it('[LBX-001] other files and pages stay plain links', () => {
    for (const href of ['/about/', '/files/report.pdf', '/page.html', '/photo.jpg.html', 'mailto:ada@example.com', 'javascript:alert(1)//.jpg', '', '#']) {
      expect(mediaOf(href, BASE)).toBeNull();
    }
    expect(mediaOf(null, BASE)).toBeNull();
  });

  it('[LBX-001] YouTube and Vimeo addresses open as players', () => {
    const youtube = { kind: 'embed', provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1' };
    expect(mediaOf('https://www.youtube.com/watch?v=aqz-KE-bpKQ', BASE)).toEqual(youtube);
    expect(mediaOf('https://youtu.be/aqz-KE-bpKQ', BASE)).toEqual(youtube);
    expect(mediaOf('https://www.youtube.com/embed/aqz-KE-bpKQ', BASE)).toEqual(youtube);
    const vimeo = { kind: 'embed', provider: 'vimeo', src: 'https://player.vimeo.com/video/76979871?autoplay=1' };
    expect(mediaOf('https://vimeo.com/76979871', BASE)).toEqual(vimeo);
    expect(mediaOf('https://player.vimeo.com/video/76979871', BASE)).toEqual(vimeo);
    expect(mediaOf('https://www.youtube.com/channel/xyz', BASE)).toBeNull();
    expect(mediaOf('https://vimeo.com/about', BASE)).toBeNull();
  });
});

describe('size and zoom', () => {
  it('[LBX-005] an image is scaled down to fit, never below the 0.075 minimum scale, never up', () => {
    expect(MIN_SCALE).toBe(0.075);
    expect(fitScale({ width: 4000, height: 2500 }, { width: 1000, height: 800 })).toBe(0.25);
    expect(fitScale({ width: 100_000, height: 100_000 }, { width: 1000, height: 800 })).toBe(0.075);
    expect(fitScale({ width: 320, height: 240 }, { width: 1000, height: 800 })).toBe(1);
  });

  it('[LBX-006] zoom is skipped when the fitted scale reads 1.00', () => {
    expect(canZoom(fitScale({ width: 320, height: 240 }, { width: 1000, height: 800 }))).toBe(false);
    expect(canZoom(0.9999)).toBe(false);
    expect(canZoom(0.99)).toBe(true);
    expect(canZoom(fitScale({ width: 4000, height: 2500 }, { width: 1000, height: 800 }))).toBe(true);
  });
});
