import type { CSSProperties } from 'react';
import { lastLine, skeleton, skeletonLines, type SkeletonVariants } from './Spinner.css.ts';

export interface SkeletonProps {
  /** Placeholder shape: a text line, a block (input, image) or a circle (avatar). */
  shape?: SkeletonVariants['shape'];
  /** Number of text lines (shape="text" only); the last one is shorter. */
  lines?: number;
  /** Inline size as a CSS length, e.g. "60%" or "8rem"; defaults to the container. */
  inlineSize?: string;
  /** Block size as a CSS length; defaults to the shape's own. */
  blockSize?: string;
  /** Extra class on the placeholder. */
  className?: string;
  /** Inline style on the placeholder. */
  style?: CSSProperties;
}

/**
 * A decorative placeholder shown while content loads. Hidden from assistive technology: mark the
 * loading container with aria-busy or pair it with a Spinner so the wait is announced once.
 */
export function Skeleton({ shape = 'text', lines = 1, inlineSize, blockSize, className, style }: SkeletonProps) {
  const cls = [skeleton({ shape }), className].filter(Boolean).join(' ');
  const sized: CSSProperties = { ...(inlineSize ? { inlineSize } : {}), ...(blockSize ? { blockSize } : {}), ...style };
  if (shape === 'text' && lines > 1) {
    return (
      <span className={skeletonLines} style={inlineSize ? { inlineSize } : undefined} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={[cls, i === lines - 1 ? lastLine : ''].filter(Boolean).join(' ')} style={blockSize ? { blockSize } : undefined} />
        ))}
      </span>
    );
  }
  return <span className={cls} style={sized} aria-hidden="true" />;
}
