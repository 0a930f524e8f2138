/** Marks the review frames' outer iframes (gallery and side-by-side view), so tools and previews can tell. */
export const FRAME_ATTRIBUTE = 'data-review-frame';
