import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { afterLoadAndIdle, afterNextPaint } from '@/lib/when-idle';
import { coverSrcSet, coverUrl, firstCoverShown } from './covers';
import { HERO_IMAGE_SIZES } from './image-sizes';

/** The product's carousel timing: autoplay delay 6 s, slide 2 s (image opacity 0.7 lives in the CSS). */
export const COVER_DELAY_MS = 6000;
export const COVER_SPEED_MS = 2000;
/** How long after the page has settled swiper is fetched (well before the first change). */
const SWIPER_DELAY_MS = 1000;

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
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [userPaused, setUserPaused] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(0);
  // The other covers' files are asked for only once swiper takes over (they are out of sight
  // until then), not while the page's first screen is still loading: a slow phone spends its first seconds on that.
  const [restWanted, setRestWanted] = useState(false);
  const firstImage = useRef<HTMLImageElement>(null);
  const rotating = !userPaused && !hovered && !focused && slides.length > 1;

  // Tells the page its largest paint is done: loaded (or failed) and a frame painted with it.
  useEffect(() => {
    const image = firstImage.current;
    if (!image) return;
    let cancel: (() => void) | undefined;
    const shown = () => {
      cancel = afterNextPaint(firstCoverShown);
    };
    if (image.complete) shown();
    image.addEventListener('load', shown, { once: true });
    image.addEventListener('error', shown, { once: true });
    return () => {
      image.removeEventListener('load', shown);
      image.removeEventListener('error', shown);
      cancel?.();
    };
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!element || slides.length < 2) return;
    let cancelled = false;
    let instance: SwiperInstance | undefined;
    // The first change is COVER_DELAY_MS away: swiper is fetched once the page has loaded and
    // settled, never competing with the page's own code, data and images for a slow connection.
    // Destructured inside .then so the bundler keeps only these two of swiper's modules.
    void afterLoadAndIdle(SWIPER_DELAY_MS)
      .then(() =>
        cancelled
          ? null
          : Promise.all([
              import('swiper').then(({ Swiper }) => Swiper),
              import('swiper/modules').then(({ Autoplay, EffectFade }) => [Autoplay, EffectFade]),
              import('swiper/css'),
              import('swiper/css/effect-fade'),
            ]),
      )
      .then((loaded) => {
        if (cancelled || !loaded) return;
        const [Swiper, modules] = loaded;
        setRestWanted(true);
        instance = new Swiper(element, {
          modules,
          effect: 'fade',
          fadeEffect: { crossFade: true },
          speed: reducedMotion ? 0 : COVER_SPEED_MS,
          // Not `loop`: loop mode reorders the slide nodes React owns.
          rewind: true,
          autoplay: { delay: COVER_DELAY_MS, disableOnInteraction: false },
          on: { slideChange: (s) => setActive(s.activeIndex) },
        });
        instance.autoplay.stop();
        setSwiper(instance);
      });
    return () => {
      cancelled = true;
      instance?.destroy(true, true);
    };
  }, [slides.length, reducedMotion]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (rotating) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, rotating]);

  // Listened to, not handled: hover and focus only pause the rotation.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const enter = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true);
    const leave = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget)))
        setFocused(false);
    };
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, []);

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
