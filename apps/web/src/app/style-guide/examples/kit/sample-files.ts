/** Files made in the browser for the previews, so the style guide needs nothing from a server. */

export function sampleLogoSvg(): Blob {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b5d3b"/><stop offset="1" stop-color="#0075a1"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/>
  <circle cx="170" cy="180" r="70" fill="none" stroke="#fff" stroke-width="14"/>
  <text x="270" y="196" font-family="Arial, sans-serif" font-size="46" font-weight="700" fill="#fff">Northwind</text>
  </svg>`;
  return new Blob([svg], { type: 'image/svg+xml' });
}

/** A one-page PDF written out by hand (objects, cross-reference table and trailer). */
export function samplePdf(title: string): Blob {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 20 Tf 72 720 Td (${text}) Tj 0 -32 Td /F1 12 Tf (Sample document for the style guide.) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF`;
  return new Blob([body], { type: 'application/pdf' });
}

/** A PNG of the given size drawn on a canvas: a skyline photo stand-in for the cropper. */
export async function sampleImageFile(width: number, height: number, name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    const sky = ctx.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, '#8ec5fc');
    sky.addColorStop(1, '#e0c3fc');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = '#1f3b4d';
    for (let x = 0; x < width; x += Math.max(8, width / 14)) {
      const h = height * (0.25 + ((x * 7919) % 97) / 200);
      ctx.fillRect(x, height - h, Math.max(6, width / 18), h);
    }
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}
