// S3-compatible storage for upload collections: built in issue 18.
export {};
