import { createTheme } from '@mui/material/styles';
import { enUS as materialEn, ruRU as materialRu } from '@mui/material/locale';
import { enUS as gridEn, ruRU as gridRu } from '@mui/x-data-grid/locales';
import type { Language } from './i18n/i18n';

/** The platform's theme in a language: the components' own texts (the grid's too) follow it. */
export function themeFor(language: Language) {
  return createTheme(
    {
      palette: {
        primary: { main: '#1f4e8c' },
        secondary: { main: '#7b3f8c' },
        // Darker than Material's defaults, whose white text on a filled chip or button is below
        // the 4.5:1 contrast WCAG AA asks of small text (3.1:1 for warning, 3.9:1 for info).
        warning: { main: '#b45309', contrastText: '#fff' },
        info: { main: '#0369a1', contrastText: '#fff' },
        background: { default: '#f5f6f8' },
      },
      shape: { borderRadius: 6 },
      typography: {
        fontFamily: 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      },
      components: {
        // A chip of a long value is cut with an ellipsis within its row, never past the page.
        MuiChip: { styleOverrides: { root: { maxWidth: '100%' } } },
      },
    },
    language === 'ru' ? materialRu : materialEn,
    language === 'ru' ? gridRu : gridEn,
  );
}

/**
 * The grid's own texts in a language, for a grid that changes one of them: a `localeText` prop
 * replaces the theme's texts whole rather than adding to them.
 */
export function gridTexts(language: string) {
  return (language === 'ru' ? gridRu : gridEn).components.MuiDataGrid.defaultProps.localeText;
}
