import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataModel } from '../../api/schemas';
import { ElementEditor } from './ElementEditor';
import { findElement, newElement } from './elements';
import { ElementView } from './ElementView';
import { KindOverview } from './KindOverview';
import type { ModelDraft } from './modelApi';
import { problemsOfElement, type Kind, type PlacedProblem } from './modelPath';

interface Props {
  model: DataModel;
  kind: Kind;
  selected: string | null;
  adding: boolean;
  /** The draft being edited; null: the published model, read-only. */
  draft: ModelDraft | null;
  problems: PlacedProblem[];
  onSaved: (version: number, name: string | null, removed: string | null) => void;
  onReload: () => void;
}

/** The chosen element, its form in a draft, or the table of its kind. */
export function ElementPane(props: Props) {
  const { model, kind, selected, adding, draft, problems, onSaved, onReload } = props;
  const { t } = useTranslation();
  const element = findElement(model, kind, selected);
  let content;
  if (draft && (adding || element)) {
    const start = element ?? newElement(kind);
    content = (
      <ElementEditor
        // Another element, or this one changed in the draft (reloaded), is a new form. Not the
        // draft's version alone: a save elsewhere in the draft must not wipe what is being typed.
        key={`${kind}/${selected}/${JSON.stringify(start)}`}
        kind={kind}
        original={element}
        start={start}
        model={model}
        draftId={draft.draftId}
        version={draft.version}
        problems={element ? problemsOfElement(problems, kind, selected) : []}
        onSaved={onSaved}
        onReload={onReload}
      />
    );
  } else if (element) {
    content = <ElementView kind={kind} element={element} />;
  } else if (selected !== null) {
    content = <Typography>{t('model.notFound', { name: selected })}</Typography>;
  } else {
    content = <KindOverview kind={kind} model={model} />;
  }
  return <Box sx={{ flex: 1, minWidth: 0 }}>{content}</Box>;
}
