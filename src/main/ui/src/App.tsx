import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ApiError } from './api/errors';
import { SessionProvider, useSession } from './auth/session';
import type { Language } from './i18n/i18n';
import { Shell } from './layout/Shell';
import { Loading } from './components/Loading';
import { LoginPage } from './pages/LoginPage';
import { themeFor } from './theme';

const StartPage = lazy(() => import('./pages/start/StartPage'));
const SearchPage = lazy(() => import('./pages/records/SearchPage'));
const RecordPage = lazy(() => import('./pages/records/RecordPage'));
const ClustersPage = lazy(() => import('./pages/duplicates/ClustersPage'));
const ClusterPage = lazy(() => import('./pages/duplicates/ClusterPage'));
const OperationsPage = lazy(() => import('./pages/operations/OperationsPage'));
const LoadsTab = lazy(() => import('./pages/operations/LoadsTab'));
const MatchingTab = lazy(() => import('./pages/operations/MatchingTab'));
const NotificationsTab = lazy(() => import('./pages/operations/NotificationsTab'));
const JobsTab = lazy(() => import('./pages/operations/jobs/JobsTab'));
const RunsTab = lazy(() => import('./pages/operations/jobs/RunsTab'));
const RecordEditor = lazy(() => import('./pages/drafts/RecordEditor'));
const DraftsPage = lazy(() => import('./pages/drafts/DraftsPage'));
const DraftPreview = lazy(() => import('./pages/drafts/DraftPreview'));
const TaskCard = lazy(() => import('./pages/tasks/TaskCard'));
const MatchingModelsPage = lazy(() => import('./pages/matching-model/MatchingModelsPage'));
const MatchingDraftPage = lazy(() => import('./pages/matching-model/DraftPage'));
const QualityModelPage = lazy(() => import('./pages/quality-model/QualityModelPage'));
const QualityDraftPage = lazy(() => import('./pages/quality-model/DraftPage'));
const WorkflowsPage = lazy(() => import('./pages/workflow-admin/WorkflowsPage'));
const TemplatesTab = lazy(() => import('./pages/workflow-admin/TemplatesTab'));
const ProcessesTab = lazy(() => import('./pages/workflow-admin/ProcessesTab'));
const ProcessPage = lazy(() => import('./pages/workflow-admin/ProcessPage'));
const ProcessDraftPage = lazy(() => import('./pages/workflow-admin/ProcessDraftPage'));
const AssignmentsTab = lazy(() => import('./pages/workflow-admin/AssignmentsTab'));
const AssignmentDraftPage = lazy(() => import('./pages/workflow-admin/AssignmentDraftPage'));
const ModelPage = lazy(() => import('./pages/model/ModelPage'));
const ClassifiersPage = lazy(() => import('./pages/classifiers/ClassifiersPage'));
const ClassifierPage = lazy(() => import('./pages/classifiers/ClassifierPage'));
const SecurityPage = lazy(() => import('./pages/security/SecurityPage'));
const LabelsTab = lazy(() => import('./pages/security/LabelsTab'));
const RolesTab = lazy(() => import('./pages/security/RolesTab'));
const UsersTab = lazy(() => import('./pages/security/UsersTab'));
const AuditTab = lazy(() => import('./pages/security/AuditTab'));
const PropertiesTab = lazy(() => import('./pages/security/PropertiesTab'));
const DirectoryTab = lazy(() => import('./pages/directory/DirectoryTab'));
const ProvidersTab = lazy(() => import('./pages/providers/ProvidersTab'));
const CatalogArea = lazy(() => import('./pages/catalog/CatalogArea'));
const CatalogPage = lazy(() => import('./pages/catalog/CatalogPage'));
const AssetPage = lazy(() => import('./pages/catalog/AssetPage'));
const GlossaryPage = lazy(() => import('./pages/glossary/GlossaryPage'));
const GovernancePage = lazy(() => import('./pages/governance/GovernancePage'));
const ProfilePage = lazy(() => import('./pages/profiles/ProfilePage'));

const queries = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refused request (4xx) is an answer, not a hiccup: asking again would not change it.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

function Pages() {
  const { session } = useSession();
  if (!session) {
    return <LoginPage />;
  }
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<StartPage />} />
        <Route path="records" element={<SearchPage />} />
        <Route path="records/:entity" element={<SearchPage />} />
        <Route path="records/:entity/:etalonId" element={<RecordPage />} />
        <Route path="profiles/:entity?" element={<ProfilePage />} />
        <Route path="duplicates" element={<ClustersPage />} />
        <Route path="duplicates/:clusterId" element={<ClusterPage />} />
        <Route path="operations" element={<OperationsPage />}>
          <Route index element={<Navigate to="loads" replace />} />
          <Route path="loads/:importId?" element={<LoadsTab />} />
          <Route path="matching" element={<MatchingTab />} />
          <Route path="notifications" element={<NotificationsTab />} />
          <Route path="jobs/:definitionId?" element={<JobsTab />} />
          <Route path="jobs/runs/:runId?" element={<RunsTab />} />
        </Route>
        <Route path="records/:entity/new" element={<RecordEditor />} />
        <Route path="records/:entity/:etalonId/edit" element={<RecordEditor />} />
        <Route path="drafts" element={<DraftsPage />} />
        <Route path="drafts/:draftId" element={<DraftPreview />} />
        <Route path="tasks/:taskId" element={<TaskCard />} />
        <Route path="matching-models/:entity?" element={<MatchingModelsPage />} />
        <Route path="matching-models/:entity/drafts/:draftId" element={<MatchingDraftPage />} />
        <Route path="quality-model" element={<QualityModelPage />} />
        <Route path="quality-model/drafts/:draftId" element={<QualityDraftPage />} />
        <Route path="workflows" element={<WorkflowsPage />}>
          <Route index element={<Navigate to="templates" replace />} />
          <Route path="templates" element={<TemplatesTab />} />
          <Route path="processes" element={<ProcessesTab />} />
          <Route path="processes/drafts/:draftId" element={<ProcessDraftPage />} />
          <Route path="processes/:processId" element={<ProcessPage />} />
          <Route path="assignments" element={<AssignmentsTab />} />
          <Route path="assignments/drafts/:draftId" element={<AssignmentDraftPage />} />
        </Route>
        <Route path="classifiers" element={<ClassifiersPage />} />
        <Route path="classifiers/:name" element={<ClassifierPage />} />
        <Route path="security" element={<SecurityPage />}>
          <Route index element={<Navigate to="labels" replace />} />
          <Route path="labels" element={<LabelsTab />} />
          <Route path="roles" element={<RolesTab />} />
          <Route path="users" element={<UsersTab />} />
          <Route path="properties" element={<PropertiesTab />} />
          <Route path="directory" element={<DirectoryTab />} />
          <Route path="providers" element={<ProvidersTab />} />
          <Route path="audit" element={<AuditTab />} />
        </Route>
        <Route path="catalog" element={<CatalogArea />}>
          <Route index element={<CatalogPage />} />
          <Route path="glossary" element={<GlossaryPage />} />
        </Route>
        <Route path="catalog/assets/:etalonId" element={<AssetPage />} />
        <Route path="governance/*" element={<GovernancePage />} />
        <Route path="model" element={<ModelPage />} />
        <Route path="model/drafts/:draftId" element={<ModelPage />} />
        <Route path="*" element={<Navigate to="/records" replace />} />
      </Route>
    </Routes>
  );
}

export function App() {
  const { i18n } = useTranslation();
  const theme = useMemo(() => themeFor(i18n.language as Language), [i18n.language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queries}>
        <SessionProvider>
          <BrowserRouter basename="/ui">
            <Suspense fallback={<Loading />}>
              <Pages />
            </Suspense>
          </BrowserRouter>
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
