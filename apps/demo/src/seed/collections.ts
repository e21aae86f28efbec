/**
 * Collections the seed fills (and `wipe` empties). Users are never touched: the seed creates no accounts. A module
 * of its own so the server can ask whether they are empty without loading the seed (its content and image code).
 */
// Submissions go before their forms.
export const seededCollections = ['form-submissions', 'forms', 'posts', 'pages', 'categories', 'media'] as const;
