import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../button';

/**
 * The ten recovery codes, shown once (docs/security.md, "Second factor"): each works once when the
 * authenticator is not at hand. Copy and download keep them; the server keeps only their hashes.
 */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useLingui();
  const [isCopied, setCopied] = useState(false);
  const text = codes.join('\n');

  async function copy() {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }

  function download() {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'back-office-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <p className={css({ fontSize: 'sm' })}>
        <Trans>
          Keep these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator
          app. They are shown only now.
        </Trans>
      </p>
      <ol
        aria-label={t`Recovery codes`}
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr 1fr', sm: 'repeat(2, max-content)' },
          columnGap: '8',
          rowGap: '1',
          fontFamily: 'mono',
          fontSize: 'md',
          p: '3',
          borderWidth: 'thin',
          borderColor: 'border.default',
          borderRadius: 'md',
          bg: 'bg.subtle',
          listStyle: 'none',
        })}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {isCopied ? <Trans>Copied</Trans> : <Trans>Copy codes</Trans>}
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          <Trans>Download codes</Trans>
        </Button>
      </div>
    </div>
  );
}
