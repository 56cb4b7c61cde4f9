import type { Quantity } from '@orrery/format';

/** What a row shows: plain text, or a quantity whose stored (SI) value is in the tooltip. */
export type Shown = string | Quantity;

/** A row's value; a quantity in another unit than it is stored in carries the stored value as a title. */
export function ShownValue({ value }: { value: Shown }) {
  if (typeof value === 'string') return <>{value}</>;
  if (value.si === value.text) return <>{value.text}</>;
  return (
    <abbr className="quantity" title={value.si}>
      {value.text}
    </abbr>
  );
}

/** The text a value reads as (tests, labels). */
export const shownText = (value: Shown): string => (typeof value === 'string' ? value : value.text);
