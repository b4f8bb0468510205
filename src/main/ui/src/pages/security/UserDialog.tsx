import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useCreateUser, useUpdateUser, type Role, type User } from './securityApi';

/** A new user (name, password, names, roles), or a user's roles and whether it may log in. */
export function UserDialog({
  user,
  roles,
  onClose,
}: {
  user: User | null;
  roles: Role[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [userName, setUserName] = useState(user?.userName ?? '');
  const [password, setPassword] = useState('');
  const [fullName, setFullName] = useState(user?.fullName ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [chosen, setChosen] = useState<string[]>(user?.roles ?? []);
  const [active, setActive] = useState(user?.active ?? true);
  const error = create.error ?? update.error;

  async function submit() {
    if (user) await update.mutateAsync({ user, roles: chosen, active });
    else await create.mutateAsync({ userName, password, fullName, email, roles: chosen });
    onClose();
  }

  function toggle(role: string) {
    setChosen(chosen.includes(role) ? chosen.filter((r) => r !== role) : [...chosen, role]);
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="user-dialog-title">
      <DialogTitle id="user-dialog-title">
        {user ? t('security.user.editOf', { user: user.userName }) : t('security.user.new')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!user && (
            <>
              <TextField
                label={t('security.user.name')}
                value={userName}
                onChange={(e) => setUserName(e.target.value)}
                required
                size="small"
              />
              <TextField
                label={t('security.user.password')}
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
                size="small"
                autoComplete="new-password"
              />
              <TextField
                label={t('security.user.fullName')}
                value={fullName}
                onChange={(e) => setFullName(e.target.value)}
                size="small"
              />
              <TextField
                label={t('security.user.email')}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                size="small"
              />
            </>
          )}
          <FormGroup>
            <FormLabel component="legend">{t('security.user.roles')}</FormLabel>
            {roles.map((role) => (
              <FormControlLabel
                key={role.name}
                control={
                  <Checkbox
                    checked={chosen.includes(role.name)}
                    onChange={() => toggle(role.name)}
                  />
                }
                label={role.displayName || role.name}
              />
            ))}
          </FormGroup>
          {user && (
            <FormControlLabel
              control={<Checkbox checked={active} onChange={(e) => setActive(e.target.checked)} />}
              label={t('security.user.mayLogIn')}
            />
          )}
          {error && <ErrorNotice error={error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('security.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit().catch(() => undefined)}
          disabled={
            create.isPending || update.isPending || (!user && (!userName.trim() || !password))
          }
        >
          {t('security.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
