/** The lightbox's page variables as Avada 7.11 prints them (strings, as wp_localize_script leaves them). */
export const FUSION_LIGHTBOX_VARS = {
  status_lightbox: '1',
  lightbox_gallery: '1',
  lightbox_skin: 'metro-white',
  lightbox_title: '1',
  lightbox_arrows: '1',
  lightbox_slideshow_speed: '5000',
  lightbox_autoplay: '',
  lightbox_opacity: '0.90',
  lightbox_desc: '1',
  lightbox_social: '',
  lightbox_social_links: [],
  lightbox_deeplinking: '1',
  lightbox_path: 'vertical',
  lightbox_post_images: '1',
  lightbox_animation_speed: 'normal',
  l10n: {
    close: 'Press Esc to close',
    enterFullscreen: 'Enter Fullscreen (Shift+Enter)',
    exitFullscreen: 'Exit Fullscreen (Shift+Enter)',
    slideShow: 'Slideshow',
    next: 'Next',
    previous: 'Previous',
  },
};

export const FUSION_LIGHTBOX_VIDEO_VARS = { lightbox_video_width: '1280', lightbox_video_height: '720' };

export const lightboxGlobals = (overrides: Record<string, unknown> = {}) => ({
  fusionLightboxVars: { ...FUSION_LIGHTBOX_VARS, ...overrides },
  fusionLightboxVideoVars: FUSION_LIGHTBOX_VIDEO_VARS,
});
