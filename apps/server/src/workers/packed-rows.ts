import type { NewSystem } from '@orrery/db/systems';

// A batch of system rows as it travels between threads: the numbers in typed arrays (transferred,
// not copied); the texts from small vocabularies (sector, star class and type, card type, rarity)
// as codes into the batch's own word list; hash, name and card shape joined into one string. Spelled out column
// by column: generic loops over the column names (or an array joined) cost more than the
// generating they serve. unpackRows builds a NewSystem literal, so a new column fails to compile
// there until it is carried here too.

/**
 * Per row: id, star_count, planet_count, moon_count, habitable, size_class, then the codes of
 * sector, first_star_class, first_star_type, card_type, rarity.
 */
const INTS_PER_ROW = 11;
/** Per row: x, y, z, rarity_score. */
const FLOATS_PER_ROW = 4;
/** Per row: hash, name, card shape (empty: none). */
const TEXTS_PER_ROW = 3;

/** Separates the texts: generated names, hashes and vocabularies never hold it. */
const SEPARATOR = '\u0000';

/** A batch of system rows in a form postMessage moves cheaply (row-major within each array). */
export interface PackedRows {
  count: number;
  ints: Int32Array<ArrayBuffer>;
  floats: Float64Array<ArrayBuffer>;
  /** Hash, name and card shape of each row, each followed by the separator. */
  texts: string;
  /** The vocabulary columns' words, indexed by their codes in `ints`. */
  words: string[];
}

function int32(value: number, column: string): number {
  // An integer column holding anything else would come back changed: refuse it here.
  if ((value | 0) !== value) throw new RangeError(`${column} ${value} is not an int32`);
  return value;
}

function text(value: string, column: string): string {
  if (value.includes(SEPARATOR)) throw new RangeError(`${column} holds a NUL character`);
  return value;
}

export function packRows(rows: readonly NewSystem[]): PackedRows {
  const ints = new Int32Array(rows.length * INTS_PER_ROW);
  const floats = new Float64Array(rows.length * FLOATS_PER_ROW);
  const codes = new Map<string, number>();
  const code = (word: string) => {
    let known = codes.get(word);
    if (known === undefined) codes.set(word, (known = codes.size));
    return known;
  };
  let texts = '';
  let i = 0;
  let f = 0;
  for (const row of rows) {
    ints[i++] = int32(row.id, 'id');
    ints[i++] = int32(row.star_count, 'star_count');
    ints[i++] = int32(row.planet_count, 'planet_count');
    ints[i++] = int32(row.moon_count, 'moon_count');
    ints[i++] = int32(row.habitable, 'habitable');
    ints[i++] = int32(row.size_class, 'size_class');
    ints[i++] = code(row.sector);
    ints[i++] = code(row.first_star_class);
    ints[i++] = code(row.first_star_type);
    ints[i++] = code(row.card_type);
    ints[i++] = code(row.rarity);
    floats[f++] = row.x;
    floats[f++] = row.y;
    floats[f++] = row.z;
    floats[f++] = row.rarity_score;
    texts +=
      text(row.hash, 'hash') +
      SEPARATOR +
      text(row.name, 'name') +
      SEPARATOR +
      text(row.card_shape ?? '', 'card_shape') +
      SEPARATOR;
  }
  return { count: rows.length, ints, floats, texts, words: [...codes.keys()] };
}

/** The rows packRows packed, equal field by field. */
export function unpackRows({ count, ints, floats, texts, words }: PackedRows): NewSystem[] {
  const names = texts.split(SEPARATOR);
  const rows: NewSystem[] = new Array<NewSystem>(count);
  for (let n = 0; n < count; n++) {
    const i = n * INTS_PER_ROW;
    const f = n * FLOATS_PER_ROW;
    const t = n * TEXTS_PER_ROW;
    rows[n] = {
      id: ints[i]!,
      hash: names[t]!,
      name: names[t + 1]!,
      sector: words[ints[i + 6]!]!,
      x: floats[f]!,
      y: floats[f + 1]!,
      z: floats[f + 2]!,
      star_count: ints[i + 1]!,
      planet_count: ints[i + 2]!,
      moon_count: ints[i + 3]!,
      habitable: ints[i + 4]!,
      first_star_class: words[ints[i + 7]!] as NewSystem['first_star_class'],
      first_star_type: words[ints[i + 8]!] as NewSystem['first_star_type'],
      size_class: ints[i + 5]!,
      card_type: words[ints[i + 9]!] as NewSystem['card_type'],
      rarity: words[ints[i + 10]!] as NewSystem['rarity'],
      rarity_score: floats[f + 3]!,
      // A shape is never empty (a system has a star): empty stands for none.
      card_shape: names[t + 2] || null,
    };
  }
  return rows;
}
