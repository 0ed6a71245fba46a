import { mayWrite, type Permissions, type SyncEntity } from '../../contract';
import { IMPORT_AREAS } from './import-areas';

/**
 * An area offers Import when it declares an import and the access policy lets the user create in
 * it (docs/ARCHITECTURE.md, Import): an import is the same calls as typing each row.
 */
export const mayImport = (permissions: Permissions, entity: SyncEntity): boolean =>
  entity in IMPORT_AREAS && mayWrite(permissions, entity, 'create');
