import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { OrganizationRegistration } from '../../contract';
import { formatDate } from '../../lib/format/date';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { tableFrame } from '../../ui/styles/surfaces';

const cell = css({ px: '3', py: '2', textAlign: 'left', verticalAlign: 'top', borderBottomWidth: 'thin' });
const muted = css({ color: 'fg.muted', fontSize: 'xs' });

type RegistrationTableProps = {
  rows: readonly OrganizationRegistration[];
  isBusy: boolean;
  onApprove: (row: OrganizationRegistration) => void;
  onReject: (row: OrganizationRegistration) => void;
};

/** Open registrations, oldest first; approval waits for the registrant's verified email. */
export function RegistrationTable({ rows, isBusy, onApprove, onReject }: RegistrationTableProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={tableFrame}>
      <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <caption className={css({ srOnly: true })}>
          <Trans>Organizations waiting for approval</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              <Trans>Organization</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Merchant Admin</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Registered</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Email</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className={css({ p: '6', textAlign: 'center', color: 'fg.muted' })}>
                <Trans>No organizations are waiting for approval.</Trans>
              </td>
            </tr>
          ) : null}
          {rows.map((row) => {
            const companyName = row.companyName;
            const hintId = `approve-hint-${row.merchantId}`;
            return (
              <tr key={row.merchantId}>
                <th scope="row" className={cell}>
                  <div className={css({ fontWeight: 'medium' })}>{row.companyName}</div>
                  <div className={muted}>{row.registrationNumber}</div>
                  {row.isRegistrationNumberInUse ? (
                    <Badge tone="danger">
                      <Trans>Registration number already used by another merchant</Trans>
                    </Badge>
                  ) : null}
                </th>
                <td className={cell}>
                  <div>{row.contactName}</div>
                  <div className={muted}>{row.email}</div>
                  <div className={muted}>{row.mobileNumber}</div>
                </td>
                <td className={cell}>{formatDate(row.registeredAt, i18n.locale)}</td>
                <td className={cell}>
                  {row.isEmailVerified ? (
                    <Badge tone="success">
                      <Trans>Verified</Trans>
                    </Badge>
                  ) : (
                    <Badge tone="neutral">
                      <Trans>Email not verified</Trans>
                    </Badge>
                  )}
                </td>
                <td className={cell}>
                  <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                    <Button
                      size="sm"
                      aria-label={t`Approve ${companyName}`}
                      aria-describedby={row.isEmailVerified ? undefined : hintId}
                      disabled={isBusy || !row.isEmailVerified}
                      onClick={() => onApprove(row)}
                    >
                      <Trans>Approve</Trans>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t`Reject ${companyName}`}
                      disabled={isBusy}
                      onClick={() => onReject(row)}
                    >
                      <Trans>Reject</Trans>
                    </Button>
                  </div>
                  {row.isEmailVerified ? null : (
                    <div id={hintId} className={muted}>
                      <Trans>Can be approved once the email is verified.</Trans>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
