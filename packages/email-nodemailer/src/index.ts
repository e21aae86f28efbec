export { type NodemailerAdapterArgs, nodemailerAdapter } from './nodemailerAdapter.ts';
