import type { Feature } from '../config/types.ts';
import { sanitizeUpload } from './sanitizeUpload.ts';
import { uploadFields } from './uploadFields.ts';
import { uploadWriteHooks } from './uploadHooks.ts';

/**
 * Upload collections (`upload: true` or options): their options sanitized, the file's fields (filename, type,
 * size, dimensions, focal point, sizes, URLs computed on read) and the internal hooks that take files in, store
 * them and remove the ones a save replaced or a delete left behind.
 */
export const uploadFeature: Feature = {
  name: 'upload',
  collection(collection, { owner, upload: globalUpload }) {
    if (!collection.upload) return undefined;
    const upload = sanitizeUpload(collection.upload, {
      owner,
      slug: collection.slug,
      globalLimit: globalUpload?.limits?.fileSize,
    });
    return {
      fields: uploadFields(collection.slug, upload, collection.fields),
      options: { upload },
      internalHooks: uploadWriteHooks,
    };
  },
  // A version holds the file it was saved with, so restoring it brings that file back.
  versionFields: (collection, fields) => (collection.upload ? uploadFields(collection.slug, collection.upload, fields) : fields),
};
