import { sessionDraft } from './session-draft';

type Draft = { text: string };
const isDraft = (v: unknown): v is Draft =>
  typeof v === 'object' && v !== null && typeof (v as Draft).text === 'string';

describe('sessionDraft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a draft in this tab until it is cleared, under its own key', () => {
    const mine = sessionDraft('form:u1', isDraft);
    expect(mine.read()).toBeNull();
    mine.save({ text: 'half a sentence' });
    expect(sessionDraft('form:u1', isDraft).read()).toEqual({ text: 'half a sentence' });
    expect(sessionDraft('form:u2', isDraft).read()).toBeNull();
    mine.clear();
    expect(mine.read()).toBeNull();
  });

  it('reads nothing from an unreadable or foreign value', () => {
    sessionStorage.setItem('form:u1', '{not json');
    expect(sessionDraft('form:u1', isDraft).read()).toBeNull();
    sessionStorage.setItem('form:u1', JSON.stringify({ text: 42 }));
    expect(sessionDraft('form:u1', isDraft).read()).toBeNull();
  });

  it('keeps nothing, without failing, when storage refuses', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      const draft = sessionDraft('form:u1', isDraft);
      expect(() => draft.save({ text: 'x' })).not.toThrow();
      expect(draft.read()).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });
});
