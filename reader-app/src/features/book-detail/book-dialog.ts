/** What a book page's dialog about the book (a flag, a suggestion) is given: the book, and whether it is open. */
export interface BookDialogProps {
  book: { _id: string; title: string };
  open: boolean;
  onClose: () => void;
}
