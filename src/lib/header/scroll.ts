/** Scroll distance, in CSS pixels, after which the landing page's header turns solid. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;

/** Whether the header counts as scrolled: strictly more than the threshold from the top. */
export function isHeaderScrolled(scrollY: number): boolean {
  return Number.isFinite(scrollY) && scrollY > HEADER_SCROLL_THRESHOLD_PX;
}

/** Routes whose header sits transparent over a dark hero until the page scrolls. */
export const OVERLAY_HEADER_PATHS: readonly string[] = ['/'];

export function hasOverlayHeader(pathname: string): boolean {
  return OVERLAY_HEADER_PATHS.includes(pathname);
}
