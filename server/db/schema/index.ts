export * from './members';
export * from './catalogue';
export * from './contents';
export * from './purchases';
export * from './fulfilment';
export * from './community';
export * from './payments';
export * from './operators';
