export * from './catalog';
export * from './accounts';
export * from './orders';
export * from './analytics';
