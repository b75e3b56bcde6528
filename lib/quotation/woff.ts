import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const padded = (length: number) => (length + 3) & ~3;

const tagOf = (woff: Buffer, entry: number) => woff.toString('latin1', entry, entry + 4);

/**
 * A WOFF 1.0 font as the TrueType (sfnt) font it wraps: its tables inflated, in the same order,
 * less the tables named in `omit`. fontkit reads WOFF, but inflates the whole glyph table again
 * for each glyph it subsets (over a second per quotation); from the plain font it reads each
 * glyph in place.
 */
export function woffToSfnt(woff: Buffer, omit: readonly string[] = []): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const entries = Array.from(
    { length: woff.readUInt16BE(12) },
    (_, index) => WOFF_HEADER + index * WOFF_ENTRY,
  ).filter((entry) => !omit.includes(tagOf(woff, entry)));
  const count = entries.length;
  const tables = entries.map((entry) => {
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < original ? inflateSync(stored) : stored;
    if (data.length !== original) throw new Error('a WOFF table does not inflate to its length');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });

  const directory = SFNT_HEADER + count * SFNT_ENTRY;
  const sfnt = Buffer.alloc(
    tables.reduce((size, table) => size + padded(table.data.length), directory),
  );
  // The binary search fields of the offset table (OpenType, "Table directory").
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(count * SFNT_ENTRY - searchRange, 10);
  let offset = directory;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
