import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { setupI18n } from './i18n/i18n';
import './ui/styles.css';

const i18n = setupI18n();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The addresses are paths under the build's base (vite.config.ts `base`, `/` unless built for a folder).
const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <BrowserRouter basename={basename}>
        <App />
      </BrowserRouter>
    </I18nextProvider>
  </StrictMode>,
);
