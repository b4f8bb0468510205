import { Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { DefinitionDetail } from './DefinitionDetail';
import { DefinitionDialog } from './DefinitionDialog';
import { DefinitionsList } from './DefinitionsList';
import { JobsViews } from './JobsViews';
import { useDescriptors, type Definition } from './jobsApi';

/**
 * Background operations: those defined (found by name and tags), the one chosen with its runs
 * and their steps, and the form of a new or changed one.
 */
export default function JobsTab() {
  const { definitionId } = useParams();
  const navigate = useNavigate();
  const id = definitionId && /^\d+$/.test(definitionId) ? Number(definitionId) : null;
  const descriptors = useDescriptors();
  // null: closed; 'new': a new operation; else the one changed.
  const [editing, setEditing] = useState<Definition | 'new' | null>(null);
  if (descriptors.isPending) return <Loading />;
  if (descriptors.error) return <ErrorNotice error={descriptors.error} />;
  return (
    <Stack spacing={2}>
      <JobsViews current="definitions" />
      {id !== null && (
        <DefinitionDetail key={id} id={id} descriptors={descriptors.data} onEdit={setEditing} />
      )}
      <DefinitionsList descriptors={descriptors.data} onNew={() => setEditing('new')} />
      {editing !== null && (
        <DefinitionDialog
          definition={editing === 'new' ? null : editing}
          descriptors={descriptors.data}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            void navigate(`/operations/jobs/${saved.id}`);
          }}
        />
      )}
    </Stack>
  );
}
