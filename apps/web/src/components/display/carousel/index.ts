export { Carousel, type CarouselProps } from './carousel.tsx';
export { CAROUSEL_PER_VIEW, canGoNext, canGoPrevious } from './carousel-window.ts';
