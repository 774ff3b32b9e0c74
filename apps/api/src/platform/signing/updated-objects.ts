import { PDFArray, PDFDict, type PDFDocument, PDFHexString, PDFName, PDFRef, PDFString } from 'pdf-lib';

/*
 * For incremental updates: find an entry that has to change and record, in `changed`, the indirect
 * object that holds it, since only whole objects can be rewritten in an update.
 */

/** The AcroForm dictionary and the object that must be rewritten when it changes. */
export function acroForm(doc: PDFDocument, rootRef: PDFRef, changed: PDFRef[]): { dict: PDFDict; ref: PDFRef } {
  const raw = doc.catalog.get(PDFName.of('AcroForm'));
  if (raw instanceof PDFRef) return { dict: doc.context.lookup(raw, PDFDict), ref: raw };
  if (raw instanceof PDFDict) return { dict: raw, ref: rootRef };
  const dict = doc.context.obj({ Fields: [] });
  const ref = doc.context.register(dict);
  doc.catalog.set(PDFName.of('AcroForm'), ref);
  changed.push(rootRef);
  return { dict, ref };
}

/** An array held by `dict` (inline or indirect); records which object has to be rewritten. */
export function arrayEntry(doc: PDFDocument, dict: PDFDict, key: string, owner: PDFRef, changed: PDFRef[]): PDFArray {
  const raw = dict.get(PDFName.of(key));
  if (raw instanceof PDFRef) {
    changed.push(raw);
    return doc.context.lookup(raw, PDFArray);
  }
  changed.push(owner);
  if (raw instanceof PDFArray) return raw;
  const array = doc.context.obj([]);
  dict.set(PDFName.of(key), array);
  return array;
}

export function fieldNames(doc: PDFDocument, fields: PDFArray): { all: Set<string>; signed: boolean } {
  const all = new Set<string>();
  let signed = false;
  for (const field of fields.asArray()) {
    const dict = field instanceof PDFRef ? doc.context.lookupMaybe(field, PDFDict) : undefined;
    const name = dict?.lookupMaybe(PDFName.of('T'), PDFString, PDFHexString)?.decodeText();
    if (name) all.add(name);
    if (dict?.get(PDFName.of('FT')) === PDFName.of('Sig') && dict.has(PDFName.of('V'))) signed = true;
  }
  return { all, signed };
}
