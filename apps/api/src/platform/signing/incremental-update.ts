import type { PDFDocument, PDFObject, PDFRef } from 'pdf-lib';

const TAIL_BYTES = 1024;

/**
 * Offset of the last cross-reference section when it is a classic `xref` table (what sealDocument
 * writes), else undefined: an update after a cross-reference stream would need a stream too.
 */
export function lastClassicXrefOffset(pdf: Buffer): number | undefined {
  const tail = pdf.subarray(Math.max(0, pdf.length - TAIL_BYTES)).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!match?.[1]) return undefined;
  const offset = Number(match[1]);
  return pdf.subarray(offset, offset + 4).toString('latin1') === 'xref' ? offset : undefined;
}

/**
 * Appends an incremental update (PDF 32000-1, 7.5.6): the objects of `changed`, as they now stand
 * in `doc`, after the untouched original bytes, with their own xref section and a trailer pointing
 * back (/Prev) to the previous one. The original bytes, and so every signature over them, stay valid.
 * pdf-lib serializes each object; it never writes the file, since saving would rewrite it all.
 */
export function appendIncrementalUpdate(original: Buffer, doc: PDFDocument, changed: PDFRef[], prevXref: number) {
  const chunks: Buffer[] = [original];
  let length = original.length;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  const last = original[original.length - 1];
  if (last !== 0x0a && last !== 0x0d) push(Buffer.from('\n'));

  const refs = [...new Map(changed.map((ref) => [ref.objectNumber, ref])).values()];
  refs.sort((a, b) => a.objectNumber - b.objectNumber);
  const offsets = new Map<number, number>();
  for (const ref of refs) {
    const object = doc.context.lookup(ref);
    if (!object) throw new Error(`Object ${ref.toString()} is not in the document`);
    offsets.set(ref.objectNumber, length);
    push(Buffer.concat([Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`), bytesOf(object)]));
    push(Buffer.from('\nendobj\n'));
  }

  const xrefOffset = length;
  let xref = 'xref\n';
  for (const run of consecutiveRuns(refs)) {
    xref += `${run[0]?.objectNumber} ${run.length}\n`;
    for (const ref of run) {
      const offset = String(offsets.get(ref.objectNumber)).padStart(10, '0');
      // Each entry is exactly 20 bytes, its end-of-line included.
      xref += `${offset} ${String(ref.generationNumber).padStart(5, '0')} n\r\n`;
    }
  }
  const { Root, Info, ID } = doc.context.trailerInfo;
  const trailer = doc.context.obj({
    Size: Math.max(doc.context.largestObjectNumber + 1, previousSize(original)),
    Root: Root ?? null,
    ...(Info ? { Info } : {}),
    ...(ID ? { ID } : {}),
    Prev: prevXref,
  });
  push(Buffer.from(`${xref}trailer\n${trailer.toString()}\nstartxref\n${xrefOffset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks, length);
}

function bytesOf(object: PDFObject): Buffer {
  const bytes = Buffer.alloc(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return bytes;
}

function consecutiveRuns(sorted: PDFRef[]): PDFRef[][] {
  const runs: PDFRef[][] = [];
  for (const ref of sorted) {
    const run = runs[runs.length - 1];
    const previous = run?.[run.length - 1];
    if (run && previous && previous.objectNumber + 1 === ref.objectNumber) run.push(ref);
    else runs.push([ref]);
  }
  return runs;
}

/** /Size of the last trailer: the new one must not shrink the object number space. */
function previousSize(pdf: Buffer): number {
  const tail = pdf.subarray(Math.max(0, pdf.length - TAIL_BYTES)).toString('latin1');
  const trailer = tail.slice(tail.lastIndexOf('trailer'));
  return Number(/\/Size\s+(\d+)/.exec(trailer)?.[1] ?? 0);
}
