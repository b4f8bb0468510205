import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setUpLanguages } from './i18n/i18n';

setUpLanguages();
afterEach(() => cleanup());
