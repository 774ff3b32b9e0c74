export * from './events.ts';
export * from './socket-message.ts';
export * from './colors.ts';
