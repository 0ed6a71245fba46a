import { Tabs } from '@ark-ui/react/tabs';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { SecurityProfile } from '../../contract';
import { Loading } from '../../ui/loading';
import { StorageHealthPanel } from '../../ui/storage-health-panel';
import { getSecurityProfile } from './account.api';
import { TwoStepPanel } from './two-step-panel';
import { SessionsPanel } from './sessions-panel';
import { PasskeysPanel } from './passkeys-panel';
import { FormAlert } from '../../ui/form-alert';
import { ChangeMobileForm, ChangePasswordForm, ChangePhraseForm, ChangeQuestionForm } from './security-forms';

const tabStyle = css({
  px: '3',
  py: '2',
  fontSize: 'sm',
  cursor: 'pointer',
  borderBottomWidth: 'thick',
  borderColor: 'transparent',
  _selected: { borderColor: 'accent.default', fontWeight: 'semibold' },
});

/** Account settings: security settings (docs/product.md, One-time passwords), devices and sessions. */
export function AccountSettingsPage({ onSignedOut }: { onSignedOut: () => void }) {
  const [profile, setProfile] = useState<SecurityProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    getSecurityProfile().then(setProfile, (failure: unknown) =>
      setError(failure instanceof Error ? failure.message : null),
    );
  }, []);
  useEffect(load, [load]);

  return (
    <section className={css({ display: 'grid', gap: '4' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Account settings</Trans>
      </h1>
      <FormAlert message={error} />
      {profile === null ? (
        error ? null : (
          <Loading />
        )
      ) : (
        <Tabs.Root defaultValue="password" lazyMount unmountOnExit>
          <Tabs.List
            className={css({
              display: 'flex',
              gap: '1',
              borderBottomWidth: 'thin',
              mb: '4',
              flexWrap: 'wrap',
            })}
          >
            <Tabs.Trigger value="password" className={tabStyle}>
              <Trans>Change password</Trans>
            </Tabs.Trigger>
            <Tabs.Trigger value="mobile" className={tabStyle}>
              <Trans>Mobile number</Trans>
            </Tabs.Trigger>
            <Tabs.Trigger value="question" className={tabStyle}>
              <Trans>Security question</Trans>
            </Tabs.Trigger>
            <Tabs.Trigger value="phrase" className={tabStyle}>
              <Trans>Security phrase</Trans>
            </Tabs.Trigger>
            <Tabs.Trigger value="two-step" className={tabStyle}>
              <Trans>Two-step verification</Trans>
            </Tabs.Trigger>
            <Tabs.Trigger value="devices" className={tabStyle}>
              <Trans>Devices</Trans>
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="password">
            <ChangePasswordForm />
          </Tabs.Content>
          <Tabs.Content value="mobile">
            <ChangeMobileForm profile={profile} onSaved={load} />
          </Tabs.Content>
          <Tabs.Content value="question">
            <ChangeQuestionForm profile={profile} onSaved={load} />
          </Tabs.Content>
          <Tabs.Content value="phrase">
            <ChangePhraseForm profile={profile} onSaved={load} />
          </Tabs.Content>
          <Tabs.Content value="two-step">
            <TwoStepPanel />
          </Tabs.Content>
          <Tabs.Content value="devices">
            <SessionsPanel onCurrentEnded={onSignedOut} />
            <PasskeysPanel />
          </Tabs.Content>
        </Tabs.Root>
      )}
      <StorageHealthPanel />
    </section>
  );
}
