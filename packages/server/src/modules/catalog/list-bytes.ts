// The published list's JSON as bytes, with where each product's JSON starts (issue 35 §6). At
// 50,000 products the list is some 20 MB: made again every second as one string (a join of every
// product's JSON) it cost tens of milliseconds of the event loop and, above all, the garbage
// collector's pauses of a heap with 20 MB strings coming and going. Bytes live outside the heap,
// and a copy behind only in stock is made by copying the unchanged stretches between the few
// products whose stock changed.

/** `bytes` is `[p0,p1,…]`; product i is bytes starts[i] to starts[i + 1] - 1 (one byte, a comma
 * or the closing bracket, follows each). starts[n] is the length of the bytes. */
export type ListBytes = { bytes: Buffer; starts: Uint32Array };

/** The same bytes as `Buffer.from(JSON.stringify(list))`, with the products' starts. */
export function listBytes(list: readonly unknown[]): ListBytes {
  const parts = list.map((item) => JSON.stringify(item));
  const bytes = Buffer.from(`[${parts.join(',')}]`);
  const starts = new Uint32Array(parts.length + 1);
  let at = 1;
  parts.forEach((part, i) => {
    starts[i] = at;
    at += Buffer.byteLength(part) + 1;
  });
  starts[parts.length] = bytes.length;
  return { bytes, starts };
}

/** The list with the items at these positions (in increasing order) replaced by these values. */
export function withReplaced(
  list: ListBytes,
  changes: readonly { index: number; item: unknown }[],
): ListBytes {
  const pieces: Buffer[] = [];
  const starts = list.starts.slice();
  let copiedTo = 0;
  let shift = 0;
  let shiftedFrom = 0;
  for (const { index, item } of changes) {
    for (let j = shiftedFrom; j <= index; j++) starts[j]! += shift;
    shiftedFrom = index + 1;
    const start = list.starts[index]!;
    const end = list.starts[index + 1]! - 1;
    const piece = Buffer.from(JSON.stringify(item));
    pieces.push(list.bytes.subarray(copiedTo, start), piece);
    copiedTo = end;
    shift += piece.length - (end - start);
  }
  for (let j = shiftedFrom; j < starts.length; j++) starts[j]! += shift;
  pieces.push(list.bytes.subarray(copiedTo));
  return { bytes: Buffer.concat(pieces), starts };
}
