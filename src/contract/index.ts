export * from './auth';
export * from './envelope';
export * from './list-query';
export * from './menu';
export * from './menu-tree';
export * from './merchant';
export * from './messages';
export * from './sync';
