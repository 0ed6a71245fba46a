import { EndedSessionsSchema, SessionListSchema } from '../../contract';
import { apiRequest } from '../../lib/api';

/** Another user's sessions, for a staff Checker who manages users (docs/security.md, Sessions console). */
export const listUserSessions = (userId: string) =>
  apiRequest(`/User/sessions?userId=${encodeURIComponent(userId)}`, { schema: SessionListSchema });
export const endUserSessions = (userId: string) =>
  apiRequest('/User/sessions/end-all', { method: 'POST', body: { userId }, schema: EndedSessionsSchema });
