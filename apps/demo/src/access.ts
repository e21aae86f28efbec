import type { Access, AtriumRequest, FieldAccess, Where } from '@atrium/core';

/*
 * The demo's roles. Administrators do everything; editors manage content (pages, posts, categories, media,
 * header and footer) but not other users or the site settings; visitors read what is published (pages and posts
 * are read by `anyone`, and the drafts feature hides drafts from whoever their `readVersions`, `staff`, refuses).
 */

function roles(req: AtriumRequest): unknown[] {
  const value = req.user?.roles;
  return Array.isArray(value) ? value : [];
}

export const isAdmin = (req: AtriumRequest): boolean => roles(req).includes('admin');
export const isStaff = (req: AtriumRequest): boolean => isAdmin(req) || roles(req).includes('editor');

export const admins: Access = ({ req }) => isAdmin(req);
export const staff: Access = ({ req }) => isStaff(req);
export const anyone: Access = () => true;

/** Administrators: every user. Everyone else: their own account only. */
export const adminsOrSelf: Access = ({ req }): boolean | Where => {
  if (isAdmin(req)) return true;
  return req.user ? { id: { equals: req.user.id } } : false;
};

export const adminField: FieldAccess = ({ req }) => isAdmin(req);
