import { BookFormModal } from '../features/books/BookFormModal';
import ManageSuggestions from '../features/suggestions/ManageSuggestions';

/** /admin/suggestions: approving a suggestion opens the books feature's Add New Book form, pre-filled. */
export default function SuggestionsScreen() {
  return <ManageSuggestions BookForm={BookFormModal} />;
}
