import type { ReportGroup } from '@book/core';
import { KIND_LABELS, itemName } from './report-text';

const group = (over: Partial<ReportGroup>): ReportGroup => ({
  kind: 'review',
  target: 't1',
  content: null,
  author: null,
  reasons: [],
  texts: [],
  reporters: 1,
  firstReportedAt: '2026-11-01T00:00:00.000Z',
  status: 'open',
  resolution: null,
  ...over,
});

describe('report texts', () => {
  it('names a reported club post and a reported club by their club', () => {
    const author = { id: 'u1', username: 'jane', avatar: '', bio: '' };
    const content = { text: 'Rude words', clubId: 'k1', clubName: 'Harbour Readers' };
    expect(itemName(group({ kind: 'club-post', author, content }))).toBe('post by jane in Harbour Readers');
    expect(itemName(group({ kind: 'club', author, content: { ...content, title: 'Harbour Readers' } }))).toBe(
      'club Harbour Readers',
    );
    expect([KIND_LABELS['club-post'], KIND_LABELS.club]).toEqual(['Club post', 'Club']);
  });
});
