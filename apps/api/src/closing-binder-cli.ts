import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BinderVerification } from '@dl/contracts';
import { ConfigError, loadConfig } from './config.ts';
import { NotABinderError, verifyBinder } from './modules/closing-binder/index.ts';
import { loadPlatformCertificate } from './platform/platform-certificate.ts';

const USAGE = `Usage: npm run binder:verify -w @dl/api -- <closing-binder.zip> [--cert <certificate.pem>] [--json]

Checks a closing binder: the manifest's signature against the platform certificate (this data
directory's, DATA_DIR/signing, unless --cert names a PEM file), and every file against the manifest.
Exits 0 when the binder is valid, 1 when it is not, 2 on a usage error.`;

class UsageError extends Error {}

/** npm runs workspace scripts inside apps/api: paths are read from where the command was typed. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function trustedPem(cert: string | undefined): Promise<string> {
  if (cert) return readFile(fromCaller(cert), 'utf8');
  const config = loadConfig(process.env);
  // Only an existing identity: checking must never mint a new certificate.
  if (!existsSync(path.join(config.DATA_DIR, 'signing'))) {
    throw new UsageError(`No platform certificate under ${config.DATA_DIR}/signing: name one with --cert.`);
  }
  return (await loadPlatformCertificate(config.DATA_DIR)).certificatePem;
}

function describe(report: BinderVerification): string {
  const { signature } = report;
  const signer = signature.signer_common_name ?? 'unknown signer';
  const lines = [
    `Investment: ${report.investment_id ?? 'unknown (no readable manifest)'}`,
    signature.valid
      ? `Signature:  valid (${signer}${signature.signed_on ? `, signed ${signature.signed_on}` : ''})`
      : `Signature:  NOT valid (${signer}): ${signature.problem ?? 'refused'}`,
    ...report.files.map((f) =>
      f.ok
        ? `  ok        ${f.path}`
        : f.actual_sha256
          ? `  CHANGED   ${f.path} (expected ${f.expected_sha256}, found ${f.actual_sha256})`
          : `  MISSING   ${f.path}`,
    ),
    ...report.missing.filter((p) => !report.files.some((f) => f.path === p)).map((p) => `  MISSING   ${p}`),
    ...report.unexpected.map((p) => `  EXTRA     ${p}`),
    report.valid ? 'The binder is valid.' : 'The binder is NOT valid.',
  ];
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { cert: { type: 'string' }, json: { type: 'boolean', default: false }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [file, ...rest] = positionals;
  if (!file || rest.length > 0) throw new UsageError('Name one binder file.');
  const pem = await trustedPem(values.cert);
  const zip = await readFile(fromCaller(file));
  try {
    const report = await verifyBinder(zip, pem);
    process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : describe(report));
    return report.valid ? 0 : 1;
  } catch (err) {
    if (!(err instanceof NotABinderError)) throw err;
    process.stderr.write(`${err.message} The binder is NOT valid.\n`);
    return 1;
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const usage =
      err instanceof UsageError ||
      err instanceof ConfigError ||
      (err as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${usage ? `\n${USAGE}\n` : ''}`);
    process.exit(2);
  },
);
