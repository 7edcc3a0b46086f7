import { useEffect, useState, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { afterIdle } from '@/lib/moments';

/** The product's carousel timing: autoplay delay 6 s, slide 2 s (image opacity 0.7 lives in the CSS). */
export const COVER_DELAY_MS = 6000;
export const COVER_SPEED_MS = 2000;
/** How long after the page has settled swiper is fetched (well before the first change). */
const SWIPER_DELAY_MS = 1000;

interface CoverSwiperOptions {
  container: RefObject<HTMLDivElement | null>;
  slideCount: number;
  reducedMotion: boolean;
  rotating: boolean;
}

/**
 * Swiper takes over the covers' markup once the page has settled, and rotates them while
 * `rotating`. Answers the cover shown and whether the other covers' files are wanted yet.
 */
export function useCoverSwiper({
  container,
  slideCount,
  reducedMotion,
  rotating,
}: CoverSwiperOptions) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  // The other covers' files are asked for only once swiper takes over (they are out of sight
  // until then), not while the page's first screen is still loading: a slow phone spends its first seconds on that.
  const [restWanted, setRestWanted] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element || slideCount < 2) return;
    let cancelled = false;
    let instance: SwiperInstance | undefined;
    // The first change is COVER_DELAY_MS away: swiper is fetched once the page has loaded and
    // settled, never competing with the page's own code, data and images for a slow connection.
    // Destructured inside .then so the bundler keeps only these two of swiper's modules.
    void afterIdle(SWIPER_DELAY_MS)
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
      })
      // Its code not reachable (offline, or a new deployment replaced it): the first cover stays,
      // still and whole, which is all the page needs of it.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      instance?.destroy(true, true);
    };
  }, [container, slideCount, reducedMotion]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (rotating) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, rotating]);

  return { active, restWanted };
}
