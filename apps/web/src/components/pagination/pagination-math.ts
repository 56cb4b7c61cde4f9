/** Page-number window and result-range arithmetic shared by the guide and the collection. */

/** The spec's window of page buttons. */
export const PAGE_WINDOW_SIZE = 5;

/**
 * Up to `size` consecutive page numbers around `current`, centred where possible and shifted
 * inward at either end so the window is always full when there are enough pages.
 */
export function pageWindow(current: number, totalPages: number, size = PAGE_WINDOW_SIZE): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(size, totalPages);
  const page = clampPage(current, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Keeps a page number inside 1..totalPages (1 when there are no pages). */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages));
}

/** Number of pages needed for `total` items (0 items still shows as 0 pages). */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(Math.max(0, total) / pageSize);
}

/** The 1-based item range shown on `page`, for `Showing a-b of N results`. */
export function shownRange(
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}

/**
 * The go-to-page form accepts only whole numbers 1..last; anything else is rejected with null
 * so the form can refuse it instead of guessing.
 */
export function parseGoToPage(input: string, lastPage: number): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= lastPage ? page : null;
}
