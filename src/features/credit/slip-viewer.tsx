/**
 * A bank-in slip beside the top-up's fields: an image with zoom in, zoom out, reset and rotate
 * (labelled buttons, and the picture's frame scrolls by keyboard once zoomed), or a PDF in a frame
 * with "Open PDF" in a new tab. The picture is laid out at its rotated size, so a zoomed or turned
 * slip scrolls to every corner instead of being clipped.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Button } from '../../ui/button';
import type { SlipState } from './credit-management-slip';

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;
const FIT = ZOOMS.indexOf(1);

const frame = css({
  display: 'grid',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.subtle',
  h: { base: '60vh', md: '70vh' },
  minH: '18rem',
  overflow: 'auto',
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
});
const message = css({ p: '6', textAlign: 'center', color: 'fg.muted', display: 'grid', gap: '3' });

export function SlipViewer({ state, onRetry }: { state: SlipState; onRetry: () => void }) {
  const { t } = useLingui();
  let body: ReactNode;
  if (state.status === 'loading') body = <p className={message}>{t`Loading the slip…`}</p>;
  else if (state.status === 'unavailable')
    body = (
      <div role="status" className={message}>
        <p>
          {state.reason === 'offline' ? (
            <Trans>The slip can be viewed when you are online.</Trans>
          ) : state.reason === 'missing' ? (
            <Trans>The slip has not reached the server yet. It is shown on the device that sent it.</Trans>
          ) : (
            <Trans>The slip could not be loaded.</Trans>
          )}
        </p>
        {state.reason === 'missing' ? null : (
          <div>
            <Button size="sm" variant="outline" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        )}
      </div>
    );
  else if (state.type === 'application/pdf')
    body = (
      <div className={css({ display: 'grid', gap: '2' })}>
        <div>
          <a
            href={state.url}
            target="_blank"
            rel="noopener"
            className={button({ variant: 'outline', size: 'sm' })}
          >
            <Trans>Open PDF</Trans>
          </a>
        </div>
        <iframe
          title={t`Bank-in slip (PDF)`}
          src={state.url}
          className={css({
            w: 'full',
            h: '70vh',
            borderWidth: 'thin',
            borderColor: 'border.default',
            borderRadius: 'md',
          })}
        />
      </div>
    );
  else body = <SlipImage url={state.url} />;

  return (
    <section
      aria-label={t`Bank-in slip`}
      className={css({ display: 'grid', gap: '2', alignContent: 'start', minW: '0' })}
    >
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Bank-in slip</Trans>
      </h2>
      {state.status === 'ready' && state.source === 'device' ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>Shown from this device: it is sent with the top-up.</Trans>
        </p>
      ) : null}
      {body}
    </section>
  );
}

function SlipImage({ url }: { url: string }) {
  const { t } = useLingui();
  const frameRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(FIT);
  const [turns, setTurns] = useState(0);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);

  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBox({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const isTurned = turns % 2 === 1;
  const scale = ZOOMS[zoom] ?? 1;
  const percent = Math.round(scale * 100);
  // Fit the turned picture to the frame (a small one grows), then zoom: its laid-out size is what scrolls.
  let size: { width: number; height: number } | null = null;
  if (natural && box) {
    const [visualW, visualH] = isTurned ? [natural.height, natural.width] : [natural.width, natural.height];
    const fit = Math.min(box.width / visualW, box.height / visualH) * scale;
    size = { width: natural.width * fit, height: natural.height * fit };
  }
  const outer = size && (isTurned ? { width: size.height, height: size.width } : size);

  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <div
        role="toolbar"
        aria-label={t`Slip view`}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}
      >
        <Button
          size="sm"
          variant="outline"
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
          disabled={zoom === ZOOMS.length - 1}
        >
          <Trans>Zoom in</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setZoom((z) => Math.max(0, z - 1))}
          disabled={zoom === 0}
        >
          <Trans>Zoom out</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setZoom(FIT);
            setTurns(0);
          }}
        >
          <Trans>Reset view</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => setTurns((turn) => (turn + 1) % 4)}>
          <Trans>Rotate</Trans>
        </Button>
        <span aria-live="polite" className={css({ alignSelf: 'center', fontSize: 'sm', color: 'fg.muted' })}>
          {t`Zoom ${percent}%`}
        </span>
      </div>
      <div ref={frameRef} tabIndex={0} role="region" aria-label={t`Slip picture`} className={frame}>
        <div
          className={css({ position: 'relative', m: 'auto' })}
          style={outer ? { width: outer.width, height: outer.height } : undefined}
        >
          <img
            src={url}
            alt={t`Bank-in slip`}
            onLoad={(event) =>
              setNatural({
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
            className={css({ position: 'absolute', top: '50%', left: '50%', maxW: 'none' })}
            style={{
              width: size?.width,
              height: size?.height,
              transform: `translate(-50%, -50%) rotate(${turns * 90}deg)`,
              visibility: size ? 'visible' : 'hidden',
            }}
          />
        </div>
      </div>
    </div>
  );
}
