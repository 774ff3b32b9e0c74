export { CarouselExample } from './carousel-example.tsx';
export { ProgressExample } from './progress-example.tsx';
