/** Ledger rows and paging (docs/spec.md, "Ledger"). */

export const LEDGER_PAGE_SIZE = 25;

/** `Reason - description`, or just the reason when there is no description. */
export function rowLabel(reason: string, description: string | null | undefined): string {
  return description ? `${reason} - ${description}` : reason;
}

/** The 1-based page from the query string; anything unusable is page 1. */
export function parseLedgerPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The history call's offset for a page. */
export const ledgerOffset = (page: number): number => (page - 1) * LEDGER_PAGE_SIZE;
