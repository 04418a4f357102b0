/** The fields a club is started and edited with: who may join, and what its name and description may be. */
export interface ClubFields {
  name: string;
  description: string;
  visibility: 'public' | 'private';
}

export const VISIBILITIES = [
  { value: 'public', label: 'Public: any reader can join' },
  { value: 'private', label: 'Private: readers join by invitation or request' },
];

export const nameRules = {
  validate: (value: string) => {
    if (!value.trim()) return 'Give your club a name';
    if (value.trim().length > 100) return 'A club name has at most 100 characters';
    return true;
  },
};

export const descriptionRules = {
  maxLength: { value: 2000, message: 'A description has at most 2,000 characters' },
};
