// `npm run dev:web`: the server picks the login page's entry for a visitor without a session
// (server/plugins/web.ts, decision 085); Vite's dev server has no sessions, so /login is that entry
// there, and the app sends a signed-out visitor to /login.
import type { Plugin } from 'vite';

export function loginPageInDev(): Plugin {
  return {
    name: 'login-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === '/login' || req.url?.startsWith('/login?')) req.url = '/login/index.html';
        next();
      });
    },
  };
}
