const LF = 10;
const CR = 13;

/** Physical line breaks in text[from, to): `\r\n`, `\n` and a lone `\r` each count once, as the reader reads them. */
export function countLineBreaks(text: string, from = 0, to = text.length): number {
  let count = 0;
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === LF) count++;
    else if (c === CR && text.charCodeAt(k + 1) !== LF) count++;
  }
  return count;
}
