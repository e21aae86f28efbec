/** Drafts, publishing and the states a document passes through while it is saved or shown. */
export const version = {
  draft: 'Draft',
  published: 'Published',
  changed: 'Changed since it was published',
  publish: 'Publish',
  publishing: 'Publishing…',
  unpublish: 'Unpublish',
  unpublishingDocument: 'Unpublishing…',
  saveDraft: 'Save draft',
  autosaving: 'Saving automatically…',
  previewing: 'Opening the preview…',
  preview: 'Preview',
  versions: 'Versions',
} as const;
