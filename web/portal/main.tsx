/** @jsxImportSource preact */
// The customer portal's own entry (/kunde/{token}): Preact and a few small modules, not the
// operator app (decision 073, budget 50 KB brotli on first load: `npm run size`).
import { render } from 'preact';
import { PortalApp } from './portal-app';
import './portal.css';

render(<PortalApp />, document.getElementById('portal')!);
