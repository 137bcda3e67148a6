// A generated file as a JavaScript expression that gives its bytes back, short enough to read: runs of one
// character become .repeat(n), and bytes that are not UTF-8 are written as a latin1 string with \x escapes.

function escapeChar(ch: string, latin1: boolean): string {
  const code = ch.codePointAt(0) as number;
  if (ch === "\\") return "\\\\";
  if (ch === '"') return '\\"';
  if (ch === "\n") return "\\n";
  if (ch === "\r") return "\\r";
  if (ch === "\t") return "\\t";
  if (code < 0x20 || code === 0x7f || (latin1 && code >= 0x80)) return `\\x${code.toString(16).padStart(2, "0")}`;
  // Invisible or confusable characters (a BOM, a non-breaking space, C1 controls) are shown by their code.
  if (code >= 0x80 && (code < 0xa1 || code === 0xfeff || (code >= 0x2000 && code <= 0x200f)))
    return `\\u${code.toString(16).padStart(4, "0")}`;
  return ch;
}

/** `text` as a JS expression: string literals joined by +, with long runs written as "x".repeat(n). */
export function jsLiteral(text: string, latin1 = false): string {
  const parts: string[] = [];
  let plain = "";
  const chars = [...text];
  for (let i = 0; i < chars.length;) {
    let j = i + 1;
    while (j < chars.length && chars[j] === chars[i]) j++;
    if (j - i >= 24) {
      if (plain) parts.push(`"${plain}"`);
      plain = "";
      parts.push(`"${escapeChar(chars[i], latin1)}".repeat(${j - i})`);
    } else for (let k = i; k < j; k++) plain += escapeChar(chars[k], latin1);
    i = j;
  }
  if (plain || parts.length === 0) parts.push(`"${plain}"`);
  return parts.join(" + ");
}

/** The bytes as a JS expression: a UTF-8 string when they are valid UTF-8, else Buffer.from(latin1 string). */
export function showBytes(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    return jsLiteral(text);
  } catch {
    return `Buffer.from(${jsLiteral(Buffer.from(bytes).toString("latin1"), true)}, "latin1")`;
  }
}

/** An answer for the report, on one line, long strings cut in the middle. */
export function showValue(value: unknown): string {
  const json = JSON.stringify(value, (_k, v: unknown) =>
    typeof v === "string" && v.length > 120
      ? `${v.slice(0, 50)}…(${v.length} chars)…${v.slice(-20)}`
      : v === undefined
        ? "<hole>"
        : v,
  );
  return json === undefined ? String(value) : json.length > 1500 ? `${json.slice(0, 1500)}…` : json;
}
