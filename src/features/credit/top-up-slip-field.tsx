/**
 * The bank-in slip of the Top Up form: a file picker (JPEG, PNG, WebP, HEIC or PDF) and,
 * on devices with a camera, "Take photo" (`capture="environment"`). A picked file is checked by its
 * first bytes and shrunk on the device before it is shown (lib/files/prepare-file.ts); the preview
 * shows the image (or "PDF"), its name and size, with Replace and Remove.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { css } from 'styled-system/css';
import { formatFileSize } from '../../lib/files/format-size';
import { preparePickedFile, type PreparedFile, type PrepareRefusal } from '../../lib/files/prepare-file';
import { BlobImage } from '../../lib/files/blob-image';
import { Button } from '../../ui/button';
import { fieldError, fieldHint, fieldLabel } from '../../ui/styles/field';

export const SLIP_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf';

/** A touch device that reports a video input: one that can take a photo of the slip. */
function useHasCamera(): boolean {
  const [hasCamera, setHasCamera] = useState(false);
  useEffect(() => {
    const isTouch = navigator.maxTouchPoints > 0 || window.matchMedia?.('(pointer: coarse)').matches;
    const devices = navigator.mediaDevices;
    if (!isTouch || typeof devices?.enumerateDevices !== 'function') return;
    let isCurrent = true;
    devices
      .enumerateDevices()
      .then((found) => {
        if (isCurrent) setHasCamera(found.some((device) => device.kind === 'videoinput'));
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
  return hasCamera;
}

type SlipFieldProps = {
  value: PreparedFile | null;
  onChange: (file: PreparedFile | null) => void;
  onRefused: (code: PrepareRefusal) => void;
  /** The translated message of the field (required, refused type, too large). */
  error: string | undefined;
};

export function TopUpSlipField({ value, onChange, onRefused, error }: SlipFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const pickerRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [isPreparing, setPreparing] = useState(false);
  const [pickedSize, setPickedSize] = useState<number | null>(null);
  const hasCamera = useHasCamera();

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be picked again after a Remove.
    event.target.value = '';
    if (!file) return;
    setPreparing(true);
    try {
      const outcome = await preparePickedFile(file);
      if (outcome.ok) {
        setPickedSize(file.size);
        onChange(outcome.file);
      } else {
        onRefused(outcome.code);
      }
    } finally {
      setPreparing(false);
    }
  }

  const describedBy = `${id}-hint ${id}-error`;
  const name = value?.name ?? '';
  const size = value ? formatFileSize(value.size, i18n.locale) : '';
  const original = pickedSize !== null ? formatFileSize(pickedSize, i18n.locale) : '';
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <label id={`${id}-label`} htmlFor={`${id}-file`} className={fieldLabel}>
        <Trans>Bank-in slip</Trans>
      </label>
      <input
        ref={pickerRef}
        id={`${id}-file`}
        type="file"
        accept={SLIP_ACCEPT}
        required
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={css({ srOnly: true })}
        onChange={(event) => void pick(event)}
      />
      {hasCamera ? (
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label={t`Take photo`}
          tabIndex={-1}
          className={css({ srOnly: true })}
          onChange={(event) => void pick(event)}
        />
      ) : null}
      <p id={`${id}-hint`} className={fieldHint}>
        <Trans>
          A photo or PDF of the slip: JPEG, PNG, WebP, HEIC or PDF, up to 5 MB. Photos are reduced on this
          device.
        </Trans>
      </p>
      {value ? (
        <figure
          className={css({
            display: 'flex',
            gap: '3',
            alignItems: 'center',
            borderWidth: 'thin',
            borderColor: 'border.default',
            borderRadius: 'md',
            p: '2',
            bg: 'bg.surface',
          })}
        >
          {value.thumbnail ? (
            <BlobImage
              blob={value.thumbnail}
              alt={t`Preview of ${name}`}
              className={css({ w: '20', h: '20', objectFit: 'cover', borderRadius: 'sm', flexShrink: 0 })}
            />
          ) : (
            <span
              aria-hidden="true"
              className={css({
                w: '20',
                h: '20',
                display: 'grid',
                placeItems: 'center',
                borderRadius: 'sm',
                bg: 'danger.bg',
                color: 'danger.fg',
                fontWeight: 'bold',
                flexShrink: 0,
              })}
            >
              PDF
            </span>
          )}
          <figcaption className={css({ display: 'grid', gap: '1', minW: '0' })}>
            <span className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>{name}</span>
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {value.isConverted ? (
                <Trans>
                  {size} (reduced from {original})
                </Trans>
              ) : (
                size
              )}
            </span>
          </figcaption>
        </figure>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button size="sm" variant="outline" disabled={isPreparing} onClick={() => pickerRef.current?.click()}>
          {value ? <Trans>Replace file</Trans> : <Trans>Choose file</Trans>}
        </Button>
        {hasCamera ? (
          <Button
            size="sm"
            variant="outline"
            disabled={isPreparing}
            onClick={() => cameraRef.current?.click()}
          >
            <Trans>Take photo</Trans>
          </Button>
        ) : null}
        {value ? (
          <Button size="sm" variant="outline" disabled={isPreparing} onClick={() => onChange(null)}>
            <Trans>Remove file</Trans>
          </Button>
        ) : null}
      </div>
      {isPreparing ? (
        <p role="status" className={fieldHint}>
          <Trans>Preparing the file…</Trans>
        </p>
      ) : null}
      <p id={`${id}-error`} role={error ? 'alert' : undefined} className={fieldError}>
        {error}
      </p>
    </div>
  );
}
