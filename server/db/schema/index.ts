export * from './members';
