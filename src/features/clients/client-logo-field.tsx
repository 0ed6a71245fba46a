/**
 * The logo picker of the client form: an image only (JPEG, PNG or WebP, checked by its
 * first bytes), shrunk on the device (lib/files/prepare-file.ts) before it is shown; a preview
 * with Replace and Remove. The current logo (edit) shows until it is replaced or removed.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { IMAGE_TYPES } from '../../contract';
import { BlobImage } from '../../lib/files/blob-image';
import { formatFileSize } from '../../lib/files/format-size';
import { preparePickedFile, type PrepareRefusal } from '../../lib/files/prepare-file';
import { Button } from '../../ui/button';
import { fieldError, fieldHint, fieldLabel } from '../../ui/styles/field';
import type { LogoChange } from './clients.store';

const LOGO_ACCEPT = 'image/jpeg,image/png,image/webp';

type Props = {
  value: LogoChange;
  /** The logo the client has now (edit), shown while `value` keeps it. */
  current: ReactNode | null;
  onChange: (logo: LogoChange) => void;
  onRefused: (code: PrepareRefusal) => void;
  error: string | undefined;
};

const figure = css({
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  p: '2',
  bg: 'bg.surface',
});
const preview = css({ w: '16', h: '16', objectFit: 'contain', borderRadius: 'sm', flexShrink: 0 });

export function ClientLogoField({ value, current, onChange, onRefused, error }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const pickerRef = useRef<HTMLInputElement>(null);
  const [isPreparing, setPreparing] = useState(false);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPreparing(true);
    try {
      const outcome = await preparePickedFile(file, { allowed: IMAGE_TYPES });
      if (outcome.ok) onChange({ kind: 'replace', file: outcome.file });
      else onRefused(outcome.code);
    } finally {
      setPreparing(false);
    }
  }

  const shown = value.kind === 'replace' ? value.file : null;
  const hasLogo = shown !== null || (value.kind === 'keep' && current !== null);
  return (
    <div className={css({ display: 'grid', gap: '2', alignContent: 'start' })}>
      <label htmlFor={`${id}-file`} className={fieldLabel}>
        <Trans>Logo</Trans>
      </label>
      <input
        ref={pickerRef}
        id={`${id}-file`}
        type="file"
        accept={LOGO_ACCEPT}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint ${id}-error`}
        tabIndex={-1}
        className={css({ srOnly: true })}
        onChange={(event) => void pick(event)}
      />
      <p id={`${id}-hint`} className={fieldHint}>
        <Trans>
          Optional. A JPEG, PNG or WebP image, up to 5 MB; large images are reduced on this device.
        </Trans>
      </p>
      {shown ? (
        <figure className={figure}>
          <BlobImage blob={shown.blob} alt={t`Preview of the new logo`} className={preview} />
          <figcaption className={css({ display: 'grid', gap: '1', minW: '0' })}>
            <span className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>{shown.name}</span>
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {formatFileSize(shown.size, i18n.locale)}
            </span>
          </figcaption>
        </figure>
      ) : value.kind === 'keep' && current ? (
        <figure className={figure}>{current}</figure>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button size="sm" variant="outline" disabled={isPreparing} onClick={() => pickerRef.current?.click()}>
          {hasLogo ? <Trans>Replace logo</Trans> : <Trans>Choose logo</Trans>}
        </Button>
        {hasLogo ? (
          <Button
            size="sm"
            variant="outline"
            disabled={isPreparing}
            onClick={() => onChange(current !== null ? { kind: 'remove' } : { kind: 'keep' })}
          >
            <Trans>Remove logo</Trans>
          </Button>
        ) : null}
      </div>
      {isPreparing ? (
        <p role="status" className={fieldHint}>
          <Trans>Preparing the image…</Trans>
        </p>
      ) : null}
      <p id={`${id}-error`} role={error ? 'alert' : undefined} className={fieldError}>
        {error}
      </p>
    </div>
  );
}
