/** User/userList as a descriptor (docs/product.md, Lists; docs/ARCHITECTURE.md, Entity descriptors). */
import type { ListEntity } from './entity-descriptor';
import { foldCase } from './entity-descriptor';
import { isListedUser } from './user-status';
import { UserListQuerySchema, UserSchema, type User, type UserListQuery } from './users';

const lowered = (value: string | null) => foldCase(value ?? '');

export const userEntity: ListEntity<User, UserListQuery> = {
  entity: 'users',
  area: 'User',
  menuKey: 'user.manage',
  scope: 'merchantId',
  storage: 'rows',
  searchFields: ['fullName', 'username', 'email'],
  lowerCasedFields: ['username', 'fullName', 'email', 'merchantName', 'contactNumber'],
  rowSchema: UserSchema,
  querySchema: UserListQuerySchema,
  sortValues: {
    fullName: (row) => lowered(row.fullName),
    username: (row) => lowered(row.username),
    email: (row) => lowered(row.email),
    roleName: (row) => lowered(row.roleName),
    merchantName: (row) => lowered(row.merchantName),
    mobileNumber: (row) => lowered(row.mobileNumber),
    status: (row) => lowered(row.status),
    // Rows written offline may carry another ISO form; the server compares instants.
    createdAt: (row) => new Date(row.createdAt).toISOString(),
  },
  filters: {
    filterRole: { match: 'equals', value: (row) => row.roleId },
    fullName: { match: 'contains', value: (row) => row.fullName },
    email: { match: 'contains', value: (row) => row.email },
    merchantName: { match: 'contains', value: (row) => row.merchantName },
    contactNumber: { match: 'contains', value: (row) => row.mobileNumber },
  },
  // Deleted users (X) are in no segment: never listed, nor counted.
  segments: { list: isListedUser },
  columns: [
    { key: 'fullName', kind: 'text', sortKey: 'fullName', isDefault: true },
    { key: 'username', kind: 'code', sortKey: 'username', isDefault: true },
    { key: 'email', kind: 'text', sortKey: 'email', isDefault: true },
    { key: 'roleName', kind: 'text', sortKey: 'roleName', isDefault: true },
    { key: 'merchantName', kind: 'text', sortKey: 'merchantName', isDefault: true },
    { key: 'mobileNumber', kind: 'code', sortKey: 'mobileNumber', isDefault: true },
    { key: 'status', kind: 'status', sortKey: 'status', isDefault: true },
    { key: 'level', kind: 'status', isDefault: false },
    { key: 'createdAt', kind: 'timestamp', sortKey: 'createdAt', isDefault: false },
  ],
  statusAction: 'status',
};
