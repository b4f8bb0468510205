import { Stack } from '@mui/material';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { JobsViews } from './JobsViews';
import { useDescriptors } from './jobsApi';
import { RunDetail } from './RunDetail';
import { RunsList } from './RunsList';

/**
 * Every run of the background operations, newest first, and the one chosen with its steps: those
 * of operations defined, and those started without one (bulk operations, file imports, index
 * rebuilds).
 */
export default function RunsTab() {
  const { runId } = useParams();
  const id = runId && /^\d+$/.test(runId) ? Number(runId) : null;
  const descriptors = useDescriptors();
  if (descriptors.isPending) return <Loading />;
  if (descriptors.error) return <ErrorNotice error={descriptors.error} />;
  return (
    <Stack spacing={2}>
      <JobsViews current="runs" />
      {id !== null && <RunDetail key={id} id={id} descriptors={descriptors.data} />}
      <RunsList descriptors={descriptors.data} selected={id} />
    </Stack>
  );
}
