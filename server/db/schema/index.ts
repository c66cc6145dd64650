export * from './members';
export * from './catalogue';
export * from './contents';
export * from './purchases';
