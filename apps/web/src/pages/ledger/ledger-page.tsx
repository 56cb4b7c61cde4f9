/** Placeholder: the ledger page is being built (issue 6). */
export default function LedgerPage() {
  return <h1>Ledger</h1>;
}
