/** Mail of the second factor (docs/security.md, "Second factor"), in English and Malay. */
import type { Template } from './templates';

type LockParams = { link: string; address: string };

export const secondFactorTemplates = {
  secondFactorLocked: {
    en: ({ link, address }: LockParams) => ({
      subject: 'Your Back Office Portal account is locked',
      body: `Your account was locked after too many wrong two-step verification codes in a row (from the address ${address}). Whoever tried knew your password. Open Forgot Password to choose a new password, which also unlocks the account:\n\n${link}\n\nIf it was not you, tell your administrator.`,
    }),
    ms: ({ link, address }: LockParams) => ({
      subject: 'Akaun Portal Pejabat Belakang anda dikunci',
      body: `Akaun anda telah dikunci selepas terlalu banyak kod pengesahan dua langkah yang salah berturut-turut (dari alamat ${address}). Sesiapa yang mencuba mengetahui kata laluan anda. Buka Lupa Kata Laluan untuk memilih kata laluan baharu, yang juga akan membuka kunci akaun:\n\n${link}\n\nJika itu bukan anda, maklumkan kepada pentadbir anda.`,
    }),
  } satisfies Template<LockParams>,
  secondFactorReset: {
    en: ({ by }: { by: string }) => ({
      subject: 'Your two-step verification was reset',
      body: `${by} reset the two-step verification of your Back Office Portal account, and your recovery codes no longer work. Set up your authenticator app again from Security settings (if your role requires it, you are asked to at your next sign-in). If you did not ask for this, tell your administrator at once.`,
    }),
    ms: ({ by }: { by: string }) => ({
      subject: 'Pengesahan dua langkah anda telah ditetapkan semula',
      body: `${by} telah menetapkan semula pengesahan dua langkah akaun Portal Pejabat Belakang anda, dan kod pemulihan anda tidak lagi berfungsi. Sediakan semula aplikasi pengesah anda daripada Tetapan keselamatan (jika peranan anda memerlukannya, anda akan diminta berbuat demikian semasa log masuk seterusnya). Jika anda tidak memintanya, maklumkan kepada pentadbir anda dengan segera.`,
    }),
  } satisfies Template<{ by: string }>,
};
