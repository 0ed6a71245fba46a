import { SsoSettingsSchema } from '../../contract/sso';
import { apiRequest } from '../../lib/api';

/** Whether the server has single sign-on, and the provider's name (docs/security.md, Single sign-on). */
export const getSsoSettings = () =>
  apiRequest('/General/sso', { schema: SsoSettingsSchema, skipRefresh: true });
