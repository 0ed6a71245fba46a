import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { activateLocale, isLocale, LOCALES, type Locale } from '../lib/i18n/i18n';

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ms: 'Bahasa Malaysia' };

/**
 * Language names are shown in their own language, so anyone can find theirs. In the navbar the
 * word "Language" is for screen readers only (the select says which language it is).
 */
export function LanguageSwitcher({ isLabelHidden = false }: { isLabelHidden?: boolean }) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' })}>
      <label htmlFor={id} className={isLabelHidden ? css({ srOnly: true }) : undefined}>
        {t`Language`}
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void activateLocale(event.target.value);
        }}
        className={css({
          borderWidth: 'thin',
          borderColor: 'border.strong',
          borderRadius: 'md',
          bg: 'bg.surface',
          px: '2',
          py: '1',
        })}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
