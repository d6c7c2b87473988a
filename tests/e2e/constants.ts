export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-passwort' };
/** The server's APP_SECRET in the browser tests, so a test can sign an unsubscribe link. */
export const E2E_APP_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456';
