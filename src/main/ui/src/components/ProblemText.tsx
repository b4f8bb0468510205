import { Alert } from '@mui/material';
import type { Problem } from '../api/errors';

/** The messages of problems, for a field's helper text; undefined when there are none. */
export function messages(problems: Problem[]): string | undefined {
  return problems.length ? problems.map((p) => p.message).join(' ') : undefined;
}

/** The server's problems of an element as a whole (a set without rules, an unknown attribute). */
export function ElementProblems({ problems }: { problems: Problem[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mt: 1, py: 0 }}>
      {problems.map((p, i) => (
        <div key={i}>{p.message}</div>
      ))}
    </Alert>
  );
}
