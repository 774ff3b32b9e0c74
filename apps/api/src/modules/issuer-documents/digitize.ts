import { PDFCheckBox, PDFDict, type PDFDocument, PDFHexString, PDFName, PDFString, PDFTextField } from 'pdf-lib';
import type { DocumentField } from '#api/db/schema.ts';

/** The field's alternate name (/TU, the label a form tool shows), else null. */
function alternateName(dict: PDFDict): string | null {
  const tu = dict.lookup(PDFName.of('TU'));
  if (tu instanceof PDFString || tu instanceof PDFHexString) {
    const text = tu.decodeText().trim();
    return text || null;
  }
  return null;
}

/**
 * The AcroForm fields a signer fills (spec 4 "Document digitization"): text fields and check boxes,
 * by their full name, with the required flag and a label (the alternate name, else the name). Other
 * kinds (signature boxes, buttons, choices) are not filled in the ceremony and are left out.
 */
export function readFormFields(doc: PDFDocument): DocumentField[] {
  if (!doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)) return [];
  const fields: DocumentField[] = [];
  for (const field of doc.getForm().getFields()) {
    const type = field instanceof PDFTextField ? 'text' : field instanceof PDFCheckBox ? 'checkbox' : null;
    if (!type) continue;
    const name = field.getName();
    fields.push({ name, label: alternateName(field.acroField.dict) ?? name, type, required: field.isRequired() });
  }
  return fields;
}

/** The size of each page (crop box), in points, for checking a signature area. */
export function pageSizes(doc: PDFDocument): Array<{ width: number; height: number }> {
  return doc.getPages().map((page) => {
    const box = page.getCropBox();
    return { width: box.width, height: box.height };
  });
}
