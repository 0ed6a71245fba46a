export * from './list-prefs-schema';
export * from './list-prefs-store';
export * from './list-view-rules';
