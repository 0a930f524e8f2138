import { useMemo } from 'react';
import encodeQR from 'qr';
import * as s from './Invoice.css.ts';

export interface InvoiceQrProps {
  /** What the code carries: the ZATCA phase-1 payload (base64 of TLV tags 1–5, `InvoiceView.qr`). */
  value: string;
  /** The image's text alternative (what the code is, and the amounts it carries). */
  label: string;
}

/** Quiet zone around the code, in modules: the four ISO/IEC 18004 asks for, so scanners find its edge. */
const QUIET_ZONE = 4;

/**
 * The dark modules as one SVG path: each row's runs of dark modules become one rectangle, so a
 * version-10 code is a few hundred commands rather than thousands of elements.
 */
function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = '';
  matrix.forEach((row, y) => {
    for (let x = 0; x < row.length; ) {
      if (!row[x]) {
        x++;
        continue;
      }
      let run = 1;
      while (row[x + run]) run++;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  });
  return d;
}

/**
 * The invoice's ZATCA QR code, drawn as SVG from the `qr` encoder's module matrix (no canvas, no
 * markup strings): dark modules on a light tile in either theme — scanners read dark on light — and
 * an image with a text alternative for assistive technology.
 */
export function InvoiceQr({ value, label }: InvoiceQrProps) {
  const { size, d } = useMemo(() => {
    // Medium error correction (15 %): the code survives a crease or a smudge on paper.
    const matrix = encodeQR(value, 'raw', { ecc: 'medium', border: QUIET_ZONE });
    return { size: matrix.length, d: qrPath(matrix) };
  }, [value]);
  return (
    <svg className={s.qr} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-modules={size}>
      <path d={d} fill="currentColor" />
    </svg>
  );
}
