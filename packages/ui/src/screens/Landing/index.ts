export { Landing, type LandingProps } from './Landing.tsx';
export { LandingContainer } from './Landing.container.tsx';
