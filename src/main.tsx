import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { App } from './App';
import { setupI18n } from './i18n/i18n';
import { BootError } from './ui/common/BootError';
import './ui/styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');
const root = createRoot(rootElement);

// The addresses are paths under the build's base (vite.config.ts `base`, `/` unless built for a folder).
const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

// The active language's texts come first (one small chunk, load-language.ts): nothing is painted with raw keys.
setupI18n().then(
  (i18n) =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <Router base={basename}>
            <App />
          </Router>
        </I18nextProvider>
      </StrictMode>,
    ),
  () => root.render(<BootError />),
);
