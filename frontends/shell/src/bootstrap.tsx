import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createSessionStore, SessionProvider, ToastProvider } from '@gary/design';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

const session = createSessionStore();

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <SessionProvider store={session}>
        <ToastProvider>
          <App />
        </ToastProvider>
      </SessionProvider>
    </BrowserRouter>
  </StrictMode>,
);
