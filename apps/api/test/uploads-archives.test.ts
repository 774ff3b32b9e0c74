import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { uploadResultSchema } from '@dl/contracts';
import { ZipFile } from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, tokensOf } from './demo-callers.ts';
import { bearer, type TestApp } from './helpers.ts';

let t: TestApp, fid: string, access: string;
beforeAll(async () => {
  ({ t, fid, issuer: access } = tokensOf(await demoApp('issuer')));
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const XML = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><x/>');
const WINDOWS_PROGRAM = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00'), Buffer.alloc(200, 0x41)]);
const LINUX_PROGRAM = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01'), Buffer.alloc(200, 0x42)]);

type Entry = readonly [name: string, bytes: Buffer, compress?: boolean];

/** A ZIP built in memory, deflated unless an entry says otherwise. */
async function zipOf(entries: readonly Entry[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes, compress = true] of entries) zip.addBuffer(bytes, name, { compress });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as Readable as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const office = (part: string, ...more: Entry[]): Entry[] => [
  ['[Content_Types].xml', XML],
  ['_rels/.rels', XML],
  [part, XML],
  ...more,
];

function multipart(fileName: string, content: Buffer) {
  const boundary = '----dlarchive';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (fileName: string, content: Buffer, group: string) => {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/fid/${fid}/static-assets?group=${group}`,
    headers: { ...bearer(access), ...body.headers },
    payload: body.payload,
  });
};

const storedNamed = async (name: string) =>
  (await t.db.selectFrom('stored_file').select('name').where('name', '=', name).execute()).length;
const storedCount = async () => (await t.db.selectFrom('stored_file').select('id').execute()).length;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

describe('POST static-assets: Office documents and archives are judged by what they hold', () => {
  it.each([
    ['letter.docx', DOCX, 'document', office('word/document.xml')],
    ['model.xlsx', XLSX, 'data', office('xl/workbook.xml', ['xl/worksheets/sheet1.xml', XML])],
    [
      'deck.pptx',
      PPTX,
      'all_docs',
      office('ppt/presentation.xml', ['ppt/media/image1.bin', randomBytes(150_000), false]),
    ],
    [
      'bundle.zip',
      'application/zip',
      'zip',
      [['terms/term sheet.pdf', PDF] as Entry, ['readme.txt', Buffer.from('Hi')]],
    ],
  ] as const)('accepts %s as %s', async (name, mime, group, entries) => {
    const res = await upload(name, await zipOf([...entries]), group);
    expect(res.statusCode, res.body).toBe(201);
    expect(uploadResultSchema.parse(res.json()).mime_type).toBe(mime);
  });

  it.each([
    [
      'report.docx',
      office('word/readme.txt'),
      'document',
      'The file is named .docx but does not hold a Word document.',
    ],
    [
      'report.docx',
      [['word/document.xml', XML] as Entry],
      'document',
      'The file is named .docx but does not hold a Word document.',
    ],
    ['sheet.xlsx', office('word/document.xml'), 'data', 'The file is named .xlsx but does not hold an Excel workbook.'],
    [
      'deck.pptx',
      office('xl/workbook.xml'),
      'all_docs',
      'The file is named .pptx but does not hold a PowerPoint presentation.',
    ],
  ] as const)('refuses %s without the parts of its format (%#)', async (name, entries, group, detail) => {
    const before = await storedCount();
    const res = await upload(name, await zipOf([...entries]), group);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail).toBe(`${detail} Save it again from the program that made it.`);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a ZIP without Office parts where only documents are accepted', async () => {
    const res = await upload('notes.zip', await zipOf([['notes.txt', Buffer.from('hello')]]), 'document');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Please upload PDF files only');
  });

  it.each([
    [
      'a Windows program by name',
      'invoice.docx',
      office('word/document.xml', ['word/payload.exe', WINDOWS_PROGRAM]),
      'document',
      'word/payload.exe',
    ],
    [
      'a script, upper case, trailing dot',
      'bundle.zip',
      [['tools/RUN.SH.', Buffer.from('#!/bin/sh\n')] as Entry],
      'zip',
      'tools/RUN.SH.',
    ],
    ...(['.dll', '.bat', '.cmd', '.com', '.msi', '.scr', '.ps1', '.vbs', '.js', '.jar'] as const).map(
      (ext) =>
        [`a ${ext} file`, 'bundle.zip', [[`setup${ext}`, Buffer.from('x')] as Entry], 'zip', `setup${ext}`] as const,
    ),
    [
      'a renamed Windows program (stored)',
      'bundle.zip',
      [['readme.txt', WINDOWS_PROGRAM, false] as Entry],
      'zip',
      'readme.txt',
    ],
    [
      'a renamed Windows program (deflated)',
      'letter.docx',
      office('word/document.xml', ['word/media/logo.png', WINDOWS_PROGRAM]),
      'document',
      'word/media/logo.png',
    ],
    [
      'a renamed Linux program after 200 KB',
      'bundle.zip',
      [['big.bin', randomBytes(200_000), false] as Entry, ['data.csv', LINUX_PROGRAM]],
      'all_docs',
      'data.csv',
    ],
  ] as const)('refuses an archive holding %s', async (_, name, entries, group, inside) => {
    const before = await storedCount();
    const res = await upload(name, await zipOf([...entries]), group);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail).toBe(`The archive holds a program (${inside}). Programs cannot be uploaded.`);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a damaged archive and one protected with a password', async () => {
    const zip = await zipOf([['notes.txt', Buffer.from('hello')]]);
    const cut = await upload('cut.zip', zip.subarray(0, zip.length - 10), 'zip');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().detail).toMatch(/^The archive cannot be read\./);
    // Sets the "encrypted" flag of the entry in its local header and in the central directory.
    const locked = Buffer.from(zip);
    locked.writeUInt16LE(locked.readUInt16LE(6) | 1, 6);
    const central = locked.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    locked.writeUInt16LE(locked.readUInt16LE(central + 8) | 1, central + 8);
    const res = await upload('locked.zip', locked, 'zip');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^The archive is protected with a password/);
  });
});

describe('POST static-assets: file names', () => {
  it('removes the characters that reorder text from the stored name', async () => {
    const res = await upload('invoice\u202Efdp.exe', PDF, 'document');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe('invoicefdp.exe');
    const bidi = '\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    const all = await upload(`term${bidi}sheet.pdf`, PDF, 'document');
    expect(all.json().name).toBe('termsheet.pdf');
    expect(await storedNamed('invoicefdp.exe')).toBe(1);
  });
});
