import type { MultipartFile } from '@fastify/multipart';
import { IMPORT_MAX_BYTES, wrongFileTypeMessage } from '@dl/domain';
import { parse } from 'csv-parse/sync';
import { AppError } from '#api/lib/app-error.ts';

const NOT_CSV = wrongFileTypeMessage('csv');
const TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / 1024} KB.`;

/**
 * Reads an uploaded CSV file, judged by its content (never its name or the browser's type): UTF-8
 * text without NUL bytes that parses as CSV. At most IMPORT_MAX_BYTES are read. Answers the header
 * and the data rows (blank lines skipped).
 */
export async function readCsvUpload(file: MultipartFile): Promise<{ header: string[]; rows: string[][] }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > IMPORT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    chunks.push(chunk);
  }
  if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
  const bytes = Buffer.concat(chunks);
  if (bytes.includes(0)) throw new AppError('BAD_REQUEST', NOT_CSV);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new AppError('BAD_REQUEST', NOT_CSV);
  }
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    throw new AppError('BAD_REQUEST', NOT_CSV);
  }
  const [header, ...rows] = records;
  if (!header) throw new AppError('BAD_REQUEST', NOT_CSV);
  return { header, rows };
}
