import { fakeApi, respond } from '../testing/fake-fetch';
import { api } from './client';

const { fetchMock, session, lastCall } = fakeApi();

describe('likes, comments, blocks, notifications and reports', () => {
  it('call their paths with their methods and bodies', async () => {
    session.token = 'abc';
    fetchMock.mockResolvedValue(
      respond(200, { success: true, data: null, meta: { total: 0, page: 1, limit: 20, hasMore: false } }),
    );
    await api.likes.ofBook('b1');
    expect(lastCall().url).toBe('/api/reviews/liked?book=b1');
    await api.likes.like('r1');
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/reviews/r1/like', 'POST']);
    await api.likes.unlike('r1');
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/reviews/r1/like', 'DELETE']);
    fetchMock.mockResolvedValueOnce(
      respond(200, { success: true, data: [], meta: { total: 0, page: 2, limit: 20, hasMore: false } }),
    );
    await api.comments.list('r1', { page: 2 });
    expect(lastCall().url).toBe('/api/reviews/r1/comments?page=2');
    await api.comments.create('r1', 'Yes');
    expect([lastCall().init.method, JSON.parse(lastCall().init.body as string)]).toEqual(['POST', { body: 'Yes' }]);
    await api.comments.update('c1', 'No');
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/comments/c1', 'PUT']);
    await api.comments.remove('c1');
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/comments/c1', 'DELETE']);
    await api.blocks.block('ana maria');
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/readers/ana%20maria/block', 'POST']);
    await api.blocks.unblock('ana');
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/readers/ana/block', 'DELETE']);
    fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: [] }));
    await api.blocks.list();
    expect(lastCall().url).toBe('/api/blocks');
    await api.notifications.readAll();
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/notifications/read-all', 'POST']);
    await api.reports.create({ kind: 'comment', target: 'c1', reason: 'other', text: 'Rude' });
    expect([lastCall().url, JSON.parse(lastCall().init.body as string)]).toEqual([
      '/api/reports',
      { kind: 'comment', target: 'c1', reason: 'other', text: 'Rude' },
    ]);
  });
});
