import type { SessionUser } from '../../../src/contract';

/**
 * Who may activate or deactivate a merchant. Staff only, until function permissions (FAC) arrive:
 * replace this one check then.
 */
export function canChangeMerchantStatus(user: SessionUser): boolean {
  return user.userType === 'staff';
}
