import {
  Alert,
  Button,
  Chip,
  Link,
  Paper,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { ClassifierDialog } from './ClassifierDialog';
import { ClassifierDrafts } from './ClassifierDrafts';
import { kindOf } from './classifierLogic';
import { ImportButton } from './ClassifierTransfer';
import { useClassifiers, useOpenClassifierDrafts, type Classifier } from './classifiersApi';
import { formatMoment } from '../../format/dates';

/** The classifiers the user may read, the drafts of new ones, and the way to start one. */
export default function ClassifiersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const classifiers = useClassifiers();
  const drafts = useOpenClassifierDrafts();
  const [creating, setCreating] = useState(false);
  const [saved, setSaved] = useState<number | null>(null);
  // Drafts of classifiers not published yet: those of published ones show on their own page.
  const known = new Set((classifiers.data ?? []).map((c) => c.name));
  const fresh = classifiers.data
    ? (drafts.data ?? []).filter((d) => kindOf(d) === 'classifier' && !known.has(d.subjectId ?? ''))
    : [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {t('classifiers.title')}
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t('classifiers.create')}
        </Button>
        <ImportButton />
      </Stack>
      <Typography color="text.secondary">{t('classifiers.intro')}</Typography>
      {drafts.error && <ErrorNotice error={drafts.error} />}
      <ClassifierDrafts
        drafts={fresh}
        saved={saved}
        onPublished={(draft) =>
          navigate(`/classifiers/${encodeURIComponent(draft.subjectId ?? '')}`)
        }
      />
      {classifiers.isPending ? (
        <Loading />
      ) : classifiers.error ? (
        <ErrorNotice error={classifiers.error} />
      ) : classifiers.data.length === 0 ? (
        <Alert severity="info">{t('classifiers.none')}</Alert>
      ) : (
        <Paper>
          <DataTable
            aria-label={t('classifiers.list')}
            rows={classifiers.data}
            rowKey={(c) => c.name}
            renderRow={(c) => <ClassifierRow classifier={c} />}
            columns={[
              { header: t('classifiers.field.name') },
              { header: t('classifiers.field.displayName') },
              { header: t('classifiers.field.assignments') },
              { header: t('classifiers.field.versions') },
              { header: t('classifiers.field.defaultVersion') },
              { header: t('classifiers.field.updated') },
            ]}
          />
        </Paper>
      )}
      {creating && (
        <ClassifierDialog
          classifier={null}
          onClose={() => setCreating(false)}
          onSaved={(draftId) => {
            setCreating(false);
            setSaved(draftId);
            void drafts.refetch();
          }}
        />
      )}
    </Stack>
  );
}

/** A classifier of the list, with its number of versions and its default one. */
function ClassifierRow({ classifier: c }: { classifier: Classifier }) {
  const { t, i18n } = useTranslation();
  return (
    <TableRow hover data-classifier={c.name}>
      <TableCell>
        <Link component={RouterLink} to={`/classifiers/${encodeURIComponent(c.name)}`}>
          {c.name}
        </Link>
      </TableCell>
      <TableCell>{c.displayName}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {c.assignments.length === 0
            ? t('common.none')
            : c.assignments.map((a) => <Chip key={a} size="small" label={a} title={a} />)}
        </Stack>
      </TableCell>
      <TableCell>{c.versionsCount}</TableCell>
      <TableCell>{`${c.defaultVersionDisplayName} (${c.defaultVersion})`}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatMoment(c.updateDate, i18n.language)}
      </TableCell>
    </TableRow>
  );
}
