export * from './auth';
export * from './accounts';
export * from './farms';
export * from './calculations';
export * from './records';
export * from './billing';
export * from './admin';
