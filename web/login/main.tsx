/** @jsxImportSource preact */
// The login page's own entry (decision 085): the server sends it instead of the operator app to
// everyone without a live session, at every path (docs/product.md §2). Preact and the app's colours,
// none of the app's code: the app loads only once someone is signed in.
import { render } from 'preact';
import { initTheme } from '@/lib/theme';
import { LoginPage } from './login-page';
import './login.css';

initTheme();
render(<LoginPage />, document.getElementById('login')!);
