export { ComingNext, type ComingNextProps } from './ComingNext.tsx';
