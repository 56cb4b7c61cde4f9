import { describe, expect, it } from 'vitest';
import { ledgerOffset, parseLedgerPage, rowLabel } from './ledger-format.js';

describe('ledger rows', () => {
  it('appends the description only when there is one', () => {
    expect(rowLabel('Collection', 'Vega')).toBe('Collection - Vega');
    expect(rowLabel('Buydown', null)).toBe('Buydown');
    expect(rowLabel('Buydown', '')).toBe('Buydown');
  });
});

describe('ledger paging', () => {
  it('reads the page from the query string', () => {
    expect(parseLedgerPage('3')).toBe(3);
    expect(parseLedgerPage(null)).toBe(1);
    expect(parseLedgerPage('0')).toBe(1);
    expect(parseLedgerPage('2.5')).toBe(1);
    expect(parseLedgerPage('abc')).toBe(1);
  });

  it('turns a page into a 25-row offset', () => {
    expect(ledgerOffset(1)).toBe(0);
    expect(ledgerOffset(3)).toBe(50);
  });
});
