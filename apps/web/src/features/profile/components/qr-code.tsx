import { encode } from 'uqr';

/**
 * A QR code drawn as SVG squares (no canvas, no image request): dark modules on a light quiet zone,
 * so phone cameras read it in either colour scheme.
 */
export function QrCode({ value, size = 184, label }: { value: string; size?: number; label: string }) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 2 });
  const cells: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={cells.join('')} fill="#000000" />
    </svg>
  );
}
