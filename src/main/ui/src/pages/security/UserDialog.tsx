import { Checkbox, FormControlLabel, FormGroup, FormLabel, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { formProblems } from '../../forms/problems';
import { useCreateUser, useUpdateUser, type Role, type User } from './securityApi';

const FIELDS = ['userName', 'password', 'fullName', 'email'];

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
  const { said, others } = formProblems(error, FIELDS);

  function toggle(role: string) {
    setChosen(chosen.includes(role) ? chosen.filter((r) => r !== role) : [...chosen, role]);
  }

  return (
    <FormDialog
      title={user ? t('security.user.editOf', { user: user.userName }) : t('security.user.new')}
      submitLabel={t('security.save')}
      error={error}
      others={others}
      pending={create.isPending || update.isPending}
      incomplete={!user && (!userName.trim() || !password)}
      onSubmit={() =>
        user
          ? update.mutateAsync({ user, roles: chosen, active })
          : create.mutateAsync({ userName, password, fullName, email, roles: chosen })
      }
      onClose={onClose}
    >
      {!user && (
        <>
          <TextField
            label={t('security.user.name')}
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
            required
            size="small"
            error={!!said('userName')}
            helperText={said('userName')}
          />
          <TextField
            label={t('security.user.password')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            size="small"
            autoComplete="new-password"
            error={!!said('password')}
            helperText={said('password')}
          />
          <TextField
            label={t('security.user.fullName')}
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            size="small"
            error={!!said('fullName')}
            helperText={said('fullName')}
          />
          <TextField
            label={t('security.user.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            size="small"
            error={!!said('email')}
            helperText={said('email')}
          />
        </>
      )}
      <FormGroup>
        <FormLabel component="legend">{t('security.user.roles')}</FormLabel>
        {roles.map((role) => (
          <FormControlLabel
            key={role.name}
            control={
              <Checkbox checked={chosen.includes(role.name)} onChange={() => toggle(role.name)} />
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
    </FormDialog>
  );
}
