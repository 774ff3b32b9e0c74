import { SignPdf } from '@signpdf/signpdf';
import {
  ANNOTATION_FLAGS,
  DEFAULT_BYTE_RANGE_PLACEHOLDER,
  SIG_FLAGS,
  SUBFILTER_ADOBE_PKCS7_DETACHED,
} from '@signpdf/utils';
import { PDFDict, type PDFDocument, PDFHexString, PDFName, PDFRef, PDFString } from 'pdf-lib';
import { countersignAppearance } from './countersign-appearance.ts';
import { appendIncrementalUpdate, lastClassicXrefOffset } from './incremental-update.ts';
import { loadPdf } from './load-pdf.ts';
import { acroForm, arrayEntry, fieldNames } from './updated-objects.ts';
import { PlatformSigner } from './platform-signer.ts';
import { SIGNATURE_LENGTH, SIGNING_APP_NAME } from './seal-document.ts';
import { SigningError } from './signing-errors.ts';
import type { PlatformCertificate, SignerIdentity } from './signing.types.ts';

export interface CountersignInput {
  /** A document sealed by sealDocument (possibly countersigned already). */
  pdf: Buffer;
  signer: SignerIdentity;
  signedAt: Date;
  certificate: PlatformCertificate;
  reason?: string;
  location?: string;
}

/** Two visible countersignatures fit in the certificate page's reserve (120 pt above its margin). */
const WIDGET = { margin: 50, bottom: 36, height: 60, gap: 4, slots: 2 } as const;

/**
 * Adds the issuer's countersignature as a second PKCS#7 signature in an incremental update, so the
 * investor's signature keeps verifying. @signpdf/placeholder-plain was tried and not used: on
 * pdf-lib output it finds the AcroForm by the text '/Type /AcroForm' (pdf-lib omits /Type), then
 * rewrites /Fields without the first signature and names the new field 'Signature1' again; pdfsig
 * had to reconstruct the file. Here pdf-lib only parses and serializes single objects; the bytes
 * are appended by incremental-update.ts. The countersignature is visible: its widget carries its own
 * appearance at the foot of the certificate page, since the page content itself is signed.
 */
export async function countersignDocument(input: CountersignInput): Promise<Buffer> {
  const prevXref = lastClassicXrefOffset(input.pdf);
  if (prevXref === undefined) throw notSealedHere('it has no classic cross-reference table at its end');
  const doc = await loadPdf(input.pdf);
  const rootRef = doc.context.trailerInfo.Root;
  if (!(rootRef instanceof PDFRef)) throw notSealedHere('its catalog is not an indirect object');
  const changed: PDFRef[] = [];
  const form = acroForm(doc, rootRef, changed);
  const fields = arrayEntry(doc, form.dict, 'Fields', form.ref, changed);
  const names = fieldNames(doc, fields);
  if (!names.signed) throw notSealedHere('it carries no signature to countersign');

  let index = 1;
  while (names.all.has(`Countersignature${index}`)) index++;
  const page = doc.getPage(doc.getPageCount() - 1);
  const signatureRef = doc.context.register(signatureDictionary(doc, input));
  const widgetRef = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      T: PDFString.of(`Countersignature${index}`),
      V: signatureRef,
      F: ANNOTATION_FLAGS.PRINT,
      P: page.ref,
      Rect: [0, 0, 0, 0],
    }),
  );
  changed.push(signatureRef, widgetRef);
  if (index <= WIDGET.slots) await showInSlot(doc, input, widgetRef, index, changed);
  fields.push(widgetRef);
  form.dict.set(PDFName.of('SigFlags'), doc.context.obj(SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY));
  arrayEntry(doc, page.node, 'Annots', page.ref, changed).push(widgetRef);
  changed.push(form.ref);

  const prepared = appendIncrementalUpdate(input.pdf, doc, changed, prevXref);
  return new SignPdf().sign(prepared, new PlatformSigner(input.certificate), input.signedAt);
}

/**
 * Gives the widget a place and an appearance: stacked downwards, in signing order, in the space the
 * certificate page leaves free (COUNTERSIGN_RESERVE). Later countersignatures stay invisible (a zero
 * rectangle), yet every signature panel lists them like the others.
 */
async function showInSlot(
  doc: PDFDocument,
  input: CountersignInput,
  widgetRef: PDFRef,
  slot: number,
  changed: PDFRef[],
) {
  const crop = doc.getPage(doc.getPageCount() - 1).getCropBox();
  const width = crop.width - 2 * WIDGET.margin;
  const x = crop.x + WIDGET.margin;
  const y = crop.y + WIDGET.bottom + (WIDGET.slots - slot) * (WIDGET.height + WIDGET.gap);
  const { appearanceRef, fontRef } = await countersignAppearance(doc, { ...input, width, height: WIDGET.height });
  const widget = doc.context.lookup(widgetRef, PDFDict);
  widget.set(PDFName.of('Rect'), doc.context.obj([x, y, x + width, y + WIDGET.height]));
  widget.set(PDFName.of('AP'), doc.context.obj({ N: appearanceRef }));
  changed.push(appearanceRef, fontRef);
}

function signatureDictionary(doc: PDFDocument, input: CountersignInput): PDFDict {
  const placeholder = PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER);
  // Written by hand, so text can be UTF-16 (PDFHexString.fromText), unlike the first signature's.
  // @signpdf fills /ByteRange and then the /Contents that follows it.
  return doc.context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    ByteRange: [0, placeholder, placeholder, placeholder],
    Contents: PDFHexString.of('0'.repeat(SIGNATURE_LENGTH * 2)),
    Reason: PDFHexString.fromText(input.reason ?? 'Countersignature'),
    M: PDFString.fromDate(input.signedAt),
    ContactInfo: PDFHexString.fromText(input.signer.email),
    Name: PDFHexString.fromText(input.signer.name),
    Location: PDFHexString.fromText(input.location ?? 'Online'),
    Prop_Build: { Filter: { Name: 'Adobe.PPKLite' }, App: { Name: SIGNING_APP_NAME } },
  });
}

function notSealedHere(why: string): SigningError {
  return new SigningError('NOT_SEALED_HERE', `The document cannot be countersigned: ${why}.`);
}
