/**
 * The keys of an upload document's file data: written by the upload pipeline only, whatever a write sends, and
 * replaced as a whole when a new file arrives. The admin reads the same list (lists select them for thumbnails,
 * the upload panel shows them instead of fields), through `@atrium/core/client`.
 */
export const fileDataKeys = ['url', 'thumbnailURL', 'filename', 'mimeType', 'filesize', 'width', 'height', 'sizes'] as const;

/** The focal point's keys: the editor sets them, and a change regenerates the sizes. */
export const focalPointKeys = ['focalX', 'focalY'] as const;
