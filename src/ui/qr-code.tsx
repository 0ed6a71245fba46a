/**
 * A QR code drawn as SVG (lean-qr): black modules on a white quiet zone whatever the theme, since
 * a scanner reads dark on light. It is an image with an accessible name, `label`. Import it only
 * lazily (`lazy(() => import('…/ui/qr-code'))`): the encoder is for the print views, not the app's
 * first load (docs/ARCHITECTURE.md, E-invoices (MyInvois)).
 */
import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { useMemo } from 'react';
import { css } from 'styled-system/css';

/** The quiet zone the QR specification asks around the code, in modules. */
const QUIET_ZONE = 4;

type QrCodeProps = {
  value: string;
  label: string;
  /** A class sizing the image (a square); the code scales to it. */
  className?: string;
};

export function QrCode({ value, label, className }: QrCodeProps) {
  const code = useMemo(() => {
    const bitmap = generate(value);
    return { size: bitmap.size, path: toSvgPath(bitmap) };
  }, [value]);
  const side = code.size + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      className={className ?? css({ w: '32', h: '32' })}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} className={css({ fill: 'white' })} />
      <path d={code.path} className={css({ fill: 'black' })} />
    </svg>
  );
}
