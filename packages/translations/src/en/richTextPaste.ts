/** English: pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste = {
  uploading: 'Uploading the pasted images…',
  uploadFailed: 'A pasted image could not be uploaded: {{reason}}',
  imagesLeftOut:
    'Images stored on another site or on your computer were left out. Upload them first, then insert them from the toolbar.',
  noImages: 'This field does not take images, so the pasted images were left out.',
};
