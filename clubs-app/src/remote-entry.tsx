import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RemoteAppProps } from '@book/core';
import { queryClient } from './common/query-client';
import { ClubsDirectory } from './features/directory/ClubsDirectory';
import { StartClub } from './features/start-club/StartClub';
import { ClubPage } from './features/club/ClubPage';
import './clubs.css';

/**
 * The book clubs' remote, rendered by the shell for every path under the prefix its manifest entry owns (`basePath`;
 * the shell applies the guards the entry gives, e.g. signed-in readers only for starting a club). Its routes are
 * relative, so the area moves with a manifest change alone.
 */
export default function ClubsApp({ basePath }: RemoteAppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <div className="clubs-app" data-remote="clubs-app" data-remote-version={__APP_VERSION__}>
        <Routes>
          <Route index element={<ClubsDirectory basePath={basePath} />} />
          <Route path="new" element={<StartClub basePath={basePath} />} />
          <Route path=":id" element={<ClubPage basePath={basePath} />} />
          <Route path=":id/sections/:sectionId" element={<ClubPage basePath={basePath} />} />
          {/* Unknown paths redirect to the home page, as everywhere in the product. */}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </div>
    </QueryClientProvider>
  );
}
