/** The accounts the browser tests sign in with (the test server creates them). */
export const adminUser = { email: 'admin@example.com', password: 'correct horse battery', name: 'Ada Admin', roles: ['admin'] };
export const editorUser = {
  email: 'editor@example.com',
  password: 'correct horse battery',
  name: 'Eddie Editor',
  roles: ['editor'],
};
