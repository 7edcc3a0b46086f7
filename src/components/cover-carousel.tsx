import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstScreenImage } from '@/lib/use-main-image';
import { coverSrcSet, coverUrl } from './covers';
import { HERO_IMAGE_SIZES } from './image-sizes';
import { useCoverSwiper } from './use-cover-swiper';
import { usePauseOnAttention } from './use-pause-on-attention';

export interface CoverSlide {
  /** Base name of the files in public/covers: `{id}-800.webp` and `{id}-1600.webp`. */
  id: string;
  alt: string;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The home page's rotating covers with content (the hero text) laid over them.
 *
 * The first image is plain markup, so it paints without waiting for any script; swiper and
 * its CSS are fetched once the page has loaded and settled, and take over the same DOM. Rotation stops while the pointer is over the hero or focus is inside
 * it, and with the visible pause button (WCAG 2.2.2). With reduced motion it starts paused
 * and, if played, changes images without animation.
 */
export function CoverCarousel({
  slides,
  labelledBy,
  children,
}: {
  slides: readonly CoverSlide[];
  labelledBy: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const root = useRef<HTMLElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [userPaused, setUserPaused] = useState(reducedMotion);
  const attended = usePauseOnAttention(root);
  const firstImage = useRef<HTMLImageElement>(null);
  const rotating = !userPaused && !attended && slides.length > 1;
  // The first cover is the home page's main image, and holds its first screen until it arrives.
  useFirstScreenImage(firstImage, slides[0] && coverUrl(slides[0].id, 1600), true);
  const { active, restWanted } = useCoverSwiper({
    container,
    slideCount: slides.length,
    reducedMotion,
    rotating,
  });

  return (
    <section className="hero cover" aria-labelledby={labelledBy} ref={root}>
      <section
        className="cover__carousel"
        aria-roledescription={t('home.carousel.roleDescription')}
        aria-label={t('home.carousel.label')}
      >
        <div className="swiper cover__swiper" ref={container}>
          <div className="swiper-wrapper cover__track" aria-live={rotating ? 'off' : 'polite'}>
            {slides.map((slide, index) => (
              <div
                key={slide.id}
                className="swiper-slide cover__slide"
                role="group"
                aria-roledescription={t('home.carousel.slideRole')}
                aria-label={t('home.carousel.slide', { n: index + 1, total: slides.length })}
                aria-hidden={index === active ? undefined : true}
              >
                <img
                  ref={index === 0 ? firstImage : undefined}
                  src={index === 0 || restWanted ? coverUrl(slide.id, 1600) : undefined}
                  srcSet={index === 0 || restWanted ? coverSrcSet(slide.id) : undefined}
                  sizes={HERO_IMAGE_SIZES}
                  width={1600}
                  height={900}
                  alt={slide.alt}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                  elementtiming={index === 0 ? 'main-image' : undefined}
                />
              </div>
            ))}
          </div>
        </div>
        {slides.length > 1 && (
          <button
            type="button"
            className="cover__toggle"
            aria-label={userPaused ? t('home.carousel.play') : t('home.carousel.pause')}
            onClick={() => setUserPaused((paused) => !paused)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              {userPaused ? (
                <path d="M8 5v14l11-7z" fill="currentColor" />
              ) : (
                <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
              )}
            </svg>
          </button>
        )}
      </section>
      <div className="hero__inner cover__content">{children}</div>
    </section>
  );
}
