import { errorMessage } from '@book/core';
import { mergesApi, untilDone, type CatalogueJob } from './merges-calls';

const job = (over: Partial<CatalogueJob>): CatalogueJob => ({
  _id: 'job1',
  kind: 'merge-books',
  status: 'running',
  step: 2,
  steps: 8,
  stepLabel: 'Keeping the chosen details',
  ...over,
});

describe('untilDone', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('reads the job every second, telling each step, and answers the kept record once done', async () => {
    const kept = { _id: 'b1', title: 'The Hobbit' } as unknown as NonNullable<CatalogueJob['result']>;
    const read = jest
      .spyOn(mergesApi, 'job')
      .mockResolvedValueOnce(job({ step: 3, stepLabel: 'Moving reviews' }))
      .mockResolvedValueOnce(job({ status: 'done', step: 8, result: kept }));
    const steps: string[] = [];
    const done = untilDone(job({}), (j) => steps.push(`${j.step} ${j.stepLabel}`));
    await jest.advanceTimersByTimeAsync(2000);
    await expect(done).resolves.toBe(kept);
    expect(read).toHaveBeenCalledTimes(2);
    expect(steps).toEqual(['2 Keeping the chosen details', '3 Moving reviews', '8 Keeping the chosen details']);
  });

  it("rejects with the failed job's message, shown as the server's", async () => {
    jest
      .spyOn(mergesApi, 'job')
      .mockResolvedValueOnce(job({ status: 'failed', message: 'The merge stopped at step 3 of 8 (Moving reviews).' }));
    const done = untilDone(job({}));
    const caught = done.catch((err: unknown) => errorMessage(err, 'Failed to merge the books'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(await caught).toBe('The merge stopped at step 3 of 8 (Moving reviews).');
  });
});
