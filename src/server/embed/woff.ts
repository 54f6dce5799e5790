/**
 * WOFF 1.0 to a plain font file (sfnt): the renderer (resvg) reads TrueType and OpenType only,
 * and the fonts the build already has are WOFF (@fontsource/inter). Each table is inflated
 * (zlib) when stored compressed, and written back behind an sfnt header, 4-byte aligned.
 */

/** The bytes of a zlib stream, inflated. */
async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The sfnt font inside a WOFF file. */
export async function woffToSfnt(woff: ArrayBuffer): Promise<Uint8Array> {
  const d = new DataView(woff);
  if (d.getUint32(0) !== 0x774f4646) throw new Error("woff: not a WOFF file");
  const flavor = d.getUint32(4);
  const count = d.getUint16(12);
  const tables: { tag: number; sum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const [tag, offset, comp, orig, sum] = [0, 4, 8, 12, 16].map((k) => d.getUint32(at + k)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const raw = new Uint8Array(woff, offset, comp);
    tables.push({ tag, sum, data: comp < orig ? await inflate(raw) : raw });
  }
  const pad = (n: number) => (n + 3) & ~3;
  const head = 12 + 16 * count;
  const size = tables.reduce((s, t) => s + pad(t.data.length), head);
  const out = new Uint8Array(size);
  const o = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  o.setUint32(0, flavor);
  o.setUint16(4, count);
  o.setUint16(6, power * 16);
  o.setUint16(8, Math.log2(power));
  o.setUint16(10, count * 16 - power * 16);
  let offset = head;
  tables.forEach((t, i) => {
    o.setUint32(12 + i * 16, t.tag);
    o.setUint32(16 + i * 16, t.sum);
    o.setUint32(20 + i * 16, offset);
    o.setUint32(24 + i * 16, t.data.length);
    out.set(t.data, offset);
    offset += pad(t.data.length);
  });
  return out;
}
