export { addIndexFields, stripLocalFields } from './index-fields';
export { deleteMeta, readMeta, writeMeta, type MetaKey, type MetaValue } from './meta';
export { isFillingTable, setFillingTables } from './bulk-fill';
export { blockKey, BlockRowStore, packIntoBlocks, type RowBlock } from './block-row-store';
export { MirrorDb, mirrorName } from './mirror-db';
export { TableRowStore, type RereadRows, type RowStore } from './row-store';
export {
  closeMirror,
  deleteMirror,
  getMirror,
  mirrorExists,
  onMirrorClosed,
  openMirror,
  ROW_FORMAT,
} from './mirror-registry';
export type * from './mirror-rows';
