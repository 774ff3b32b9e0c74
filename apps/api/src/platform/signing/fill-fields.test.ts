import { PDFDocument, PDFRef } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillFields } from './fill-fields.ts';
import { FieldValueError, UnknownFieldsError } from './signing-errors.ts';
import type { FieldValue } from './signing.types.ts';
import { pdfToText } from './testing/pdf-tools.ts';
import { makeNdaPdf } from './testing/sample-pdfs.ts';

const VALUES: FieldValue[] = [
  { name: 'investor_name', value: 'Zoë Ada Lovelace' },
  { name: 'investor_address', value: '12 St James Square, London' },
  { name: 'accredited_investor', value: true },
  { name: 'jurisdiction', value: 'England and Wales' },
];

describe('fillFields', () => {
  let nda: Buffer;
  beforeAll(async () => {
    nda = await makeNdaPdf();
  });

  it('writes text, checkbox and choice values (read back before flattening)', async () => {
    const doc = await PDFDocument.load(await fillFields(nda, VALUES, { flatten: false }));
    const form = doc.getForm();
    expect(form.getTextField('investor_name').getText()).toBe('Zoë Ada Lovelace');
    expect(form.getTextField('investor_address').getText()).toBe('12 St James Square, London');
    expect(form.getCheckBox('accredited_investor').isChecked()).toBe(true);
    expect(form.getDropdown('jurisdiction').getSelected()).toEqual(['England and Wales']);
  });

  it('flattens the values into the page content and leaves no form field or dangling annotation', async () => {
    const flat = await fillFields(nda, VALUES);
    const text = await pdfToText(flat);
    expect(text).toContain('Zoë Ada Lovelace');
    expect(text).toContain('12 St James Square, London');
    expect(text).toContain('England and Wales');
    const doc = await PDFDocument.load(flat);
    expect(doc.getForm().getFields()).toHaveLength(0);
    for (const page of doc.getPages()) {
      const annots = page.node.Annots()?.asArray() ?? [];
      for (const entry of annots) {
        if (entry instanceof PDFRef) expect(doc.context.lookup(entry)).toBeDefined();
      }
    }
  });

  it('refuses unknown field names, listing each once, and writes nothing', async () => {
    const attempt = fillFields(nda, [
      { name: 'investor_name', value: 'Ada' },
      { name: 'investor_nmae', value: 'typo' },
      { name: 'tax_id', value: '123' },
      { name: 'tax_id', value: '456' },
    ]);
    await expect(attempt).rejects.toBeInstanceOf(UnknownFieldsError);
    await expect(attempt).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldNames: ['investor_nmae', 'tax_id'],
      message: "The document has no field named 'investor_nmae', 'tax_id'.",
    });
  });

  it.each([
    ['a checkbox given text it cannot read as yes or no', { name: 'accredited_investor', value: 'maybe' }],
    ['a text field given a boolean', { name: 'investor_name', value: true }],
    ['a dropdown given a value that is not a choice', { name: 'jurisdiction', value: 'Atlantis' }],
    ['characters the document font cannot show', { name: 'investor_name', value: '李小龙' }],
  ] as Array<[string, FieldValue]>)('refuses %s', async (_, value) => {
    const error: unknown = await fillFields(nda, [value]).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(FieldValueError);
    expect(error).toMatchObject({ fieldName: value.name, code: 'BAD_REQUEST' });
  });

  it('removes an empty "sign here" field of the template when flattening', async () => {
    const template = await makeNdaPdf({ signatureField: 'empty' });
    expect((await PDFDocument.load(template)).getForm().getFields()).toHaveLength(5);
    const doc = await PDFDocument.load(await fillFields(template, VALUES));
    expect(doc.getForm().getFields()).toHaveLength(0);
    expect(doc.getPage(1).node.Annots()?.size() ?? 0).toBe(0);
  });

  it('refuses a document that already carries a signature, which rewriting would break', async () => {
    const signed = await makeNdaPdf({ signatureField: 'signed' });
    await expect(fillFields(signed, VALUES)).rejects.toMatchObject({ failure: 'ALREADY_SIGNED' });
  });

  it.each([
    ['true', true],
    ['No', false],
    ['', false],
  ])('reads the checkbox text %j as %s', async (value, checked) => {
    const doc = await PDFDocument.load(
      await fillFields(nda, [{ name: 'accredited_investor', value }], { flatten: false }),
    );
    expect(doc.getForm().getCheckBox('accredited_investor').isChecked()).toBe(checked);
  });
});
