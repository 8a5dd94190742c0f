/**
 * Keeps the page's scroll padding as tall as its sticky header (layout.css's `--header-room`), so
 * an element that gets the keyboard's focus, or a link's target, is never scrolled under the header
 * (WCAG 2.2, 2.4.11 Focus Not Obscured). The header's height changes with the width: one row on a
 * desktop, two or three on a phone (110–158 px at 390–320 px), which CSS alone cannot know.
 */
let observer: ResizeObserver | undefined;

export function keepHeaderRoom(header: HTMLElement) {
  observer?.disconnect();
  observer = new ResizeObserver(() => {
    document.documentElement.style.setProperty('--header-room', `${header.offsetHeight}px`);
  });
  observer.observe(header);
}
