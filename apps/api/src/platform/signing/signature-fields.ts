import { PDFDict, type PDFDocument, PDFName, type PDFRef, PDFSignature } from 'pdf-lib';
import { SigningError } from './signing-errors.ts';

/**
 * Rewriting a signed file (to fill, stamp or flatten it) would silently break the signatures it
 * carries, so such a document is refused rather than altered.
 */
export function refuseIfSigned(doc: PDFDocument): void {
  if (!doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)) return;
  const signed = doc
    .getForm()
    .getFields()
    .some((field) => field instanceof PDFSignature && field.acroField.dict.has(PDFName.of('V')));
  if (signed) throw new SigningError('ALREADY_SIGNED', 'The document already carries a digital signature.');
}

/**
 * Removes empty signature fields a template may carry ("sign here" boxes from an authoring tool).
 * pdf-lib cannot flatten them (they have no appearance) and, once the document is flat and sealed,
 * they could only invite a signature outside the ceremony.
 */
export function dropUnsignedSignatureFields(doc: PDFDocument): void {
  const form = doc.getForm();
  for (const field of form.getFields()) {
    if (!(field instanceof PDFSignature)) continue;
    const widgetRefs = field.acroField
      .getWidgets()
      .map((widget) => doc.context.getObjectRef(widget.dict))
      .filter((ref): ref is PDFRef => ref !== undefined);
    for (const page of doc.getPages()) for (const ref of widgetRefs) page.node.removeAnnot(ref);
    form.acroForm.removeField(field.acroField);
  }
}
