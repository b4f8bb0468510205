import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, LANGUAGES, type Language } from '../i18n/i18n';

export function LanguageSwitch({ onDark = false }: { onDark?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('language.label')}
      value={i18n.language}
      onChange={(event) => void chooseLanguage(event.target.value as Language)}
      sx={
        onDark
          ? {
              minWidth: 112,
              '& .MuiInputBase-root, & .MuiInputLabel-root, & .MuiSvgIcon-root': { color: '#fff' },
              '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.7)' },
            }
          : { minWidth: 112 }
      }
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {t(`language.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
