import { Fragment, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createSessionStore, SessionProvider, ToastProvider } from '@gary/design';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

const session = createSessionStore();

// Development builds render twice and re-run effects to surface unsafe ones; production does not pay for it.
const Strict = process.env.NODE_ENV === 'production' ? Fragment : StrictMode;

createRoot(root).render(
  <Strict>
    <BrowserRouter>
      <SessionProvider store={session}>
        <ToastProvider>
          <App />
        </ToastProvider>
      </SessionProvider>
    </BrowserRouter>
  </Strict>,
);
