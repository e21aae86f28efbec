/** A relationship and an upload store the same shapes, so they are queried and sorted alike. */
export { relationQuery as query } from '../shared/relationQuery.ts';
