import {
  PDFCheckBox,
  type PDFDocument,
  PDFDropdown,
  type PDFField,
  PDFOptionList,
  PDFRadioGroup,
  PDFRef,
  PDFTextField,
  StandardFonts,
} from 'pdf-lib';
import { FieldValueError, UnknownFieldsError } from './signing-errors.ts';
import type { FieldValue } from './signing.types.ts';
import { loadPdf } from './load-pdf.ts';
import { dropUnsignedSignatureFields, refuseIfSigned } from './signature-fields.ts';

export interface FillOptions {
  /** Flattened by default: the values become page content that the seal covers and no one can edit. */
  flatten?: boolean;
}

/**
 * Writes the investor's `data_list` into a digitized document (spec 4 "Document digitization") before
 * it is sealed. Every name must exist; nothing is written when one does not, so a typo in a template
 * cannot produce an NDA with a silently empty field.
 */
export async function fillFields(pdf: Buffer, dataList: FieldValue[], options: FillOptions = {}): Promise<Buffer> {
  const doc = await loadPdf(pdf);
  refuseIfSigned(doc);
  const form = doc.getForm();
  const unknown = dataList.filter((item) => !form.getFieldMaybe(item.name)).map((item) => item.name);
  if (unknown.length > 0) throw new UnknownFieldsError([...new Set(unknown)]);

  // Appearances are drawn in Helvetica (WinAnsi): pdf-lib would throw mid-flatten on other
  // characters, so values are checked first and the message names the field.
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  const printable = new Set(helvetica.getCharacterSet());
  for (const item of dataList) setValue(form.getField(item.name), item, printable);
  form.updateFieldAppearances(helvetica);
  if (options.flatten ?? true) {
    dropUnsignedSignatureFields(doc);
    form.flatten({ updateFieldAppearances: false });
    dropDanglingAnnotations(doc);
  }
  return Buffer.from(await doc.save({ updateFieldAppearances: false }));
}

function setValue(field: PDFField, { name, value }: FieldValue, printable: Set<number>): void {
  if (field instanceof PDFCheckBox) {
    const checked = typeof value === 'boolean' ? value : parseBoolean(value);
    if (checked === undefined) throw new FieldValueError(name, 'a checkbox takes true or false.');
    if (checked) field.check();
    else field.uncheck();
    return;
  }
  if (typeof value !== 'string') throw new FieldValueError(name, 'this field takes text, not true or false.');
  const unprintable = [...value.replace(/[\r\n]/g, '')].filter((ch) => !printable.has(ch.codePointAt(0) ?? -1));
  if (unprintable.length > 0) {
    throw new FieldValueError(name, `the document cannot show the characters ${[...new Set(unprintable)].join(' ')}.`);
  }
  try {
    if (field instanceof PDFTextField) field.setText(value);
    else if (field instanceof PDFRadioGroup || field instanceof PDFDropdown || field instanceof PDFOptionList) {
      if (!field.getOptions().includes(value) && !(field instanceof PDFDropdown && field.isEditable())) {
        throw new FieldValueError(name, `'${value}' is not one of the choices.`);
      }
      field.select(value);
    } else throw new FieldValueError(name, 'this kind of field cannot be filled in.');
  } catch (err) {
    if (err instanceof FieldValueError) throw err;
    // pdf-lib throws on a value over the field's MaxLen.
    throw new FieldValueError(name, err instanceof Error ? err.message : 'the value does not fit.');
  }
}

function parseBoolean(value: string): boolean | undefined {
  const normalized = value.trim().toLowerCase();
  if (['true', 'yes', 'on', '1'].includes(normalized)) return true;
  if (['false', 'no', 'off', '0', ''].includes(normalized)) return false;
  return undefined;
}

/**
 * pdf-lib 1.17's flatten removes a field's appearance stream from the page's /Annots instead of the
 * widget itself, and then deletes the widget: the page keeps a reference to a missing object, which
 * readers tolerate but pdfsig and strict validators report.
 */
function dropDanglingAnnotations(doc: PDFDocument): void {
  for (const page of doc.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    for (let i = annots.size() - 1; i >= 0; i--) {
      const entry = annots.get(i);
      if (entry instanceof PDFRef && doc.context.lookup(entry) === undefined) annots.remove(i);
    }
  }
}
