import { ASSIGNMENT_DRAFT, PROCESS_DRAFT } from './workflowAdminApi';

/** The page a workflow draft is edited on (the drafts page links there); null for other types. */
export function editorOf(type: string, draftId: number): string | null {
  if (type === PROCESS_DRAFT) return `/workflows/processes/drafts/${draftId}`;
  if (type === ASSIGNMENT_DRAFT) return `/workflows/assignments/drafts/${draftId}`;
  return null;
}

/** Where a published workflow draft is seen in force; null for other types. */
export function publishedListOf(type: string): string | null {
  if (type === PROCESS_DRAFT) return '/workflows/processes';
  if (type === ASSIGNMENT_DRAFT) return '/workflows/assignments';
  return null;
}
