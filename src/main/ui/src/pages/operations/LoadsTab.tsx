import { Stack } from '@mui/material';
import { useParams } from 'react-router';
import { LoadDetail } from './LoadDetail';
import { LoadForm } from './LoadForm';
import { LoadsList } from './LoadsList';

/** Bulk loads: a new one, the one chosen (followed until it ends), and the latest. */
export default function LoadsTab() {
  const { importId } = useParams();
  const id = importId && /^\d+$/.test(importId) ? Number(importId) : null;
  return (
    <Stack spacing={2}>
      <LoadForm />
      {id !== null && <LoadDetail key={id} id={id} />}
      <LoadsList selected={id} />
    </Stack>
  );
}
