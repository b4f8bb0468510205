import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUpLanguages } from './i18n/i18n';
import { registerBuiltIns } from './extensions/builtins';
import { App } from './App';

setUpLanguages();
registerBuiltIns();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
