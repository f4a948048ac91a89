/**
 * A check mark drawn by CSS before a list item (one element per item instead of an icon);
 * the caller adds its colour with a `before:border-*` class.
 */
export const tickBullet =
  "flex gap-2.5 before:mt-1 before:h-2 before:w-3.5 before:shrink-0 before:-rotate-45 before:border-b-2 before:border-l-2 before:content-['']";
