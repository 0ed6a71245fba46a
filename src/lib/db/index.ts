export { addIndexFields, LOWER_CASED_FIELDS, stripLocalFields } from './index-fields';
export { deleteMeta, readMeta, writeMeta, type MetaKey, type MetaValue } from './meta';
export { MirrorDb, mirrorName, MIRROR_SCHEMA, MIRROR_SCHEMA_V1, MIRROR_SCHEMA_V2 } from './mirror-db';
export {
  closeMirror,
  deleteMirror,
  getMirror,
  mirrorExists,
  openMirror,
  ROW_FORMAT,
} from './mirror-registry';
export type * from './mirror-rows';
