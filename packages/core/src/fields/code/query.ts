/** Code is queried and sorted exactly like a textarea. */
export { query } from '../textarea/query.ts';
