import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { errorMessage, selectIsAdmin, selectIsSignedIn, toast, useSession, type Review } from '@book/core';
import { LoadMore } from '../../common/LoadMore';
import { RecordPageStates, useRecordPage, type RecordPageTexts } from '../../common/RecordPage';
import { Button, SelectField, useConfirm, BooksIcon, PenIcon } from '@book/shared-ui';
import { FriendsOnBook } from './FriendsOnBook';
import { BookHero } from './BookHero';
import { BookSeriesLine } from './BookSeriesLine';
import { BookReviewList } from './BookReviewList';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import { SameBookDialog } from './SameBookDialog';
import { SeriesSuggestDialog } from './SeriesSuggestDialog';
import { OtherEditions } from './OtherEditions';
import { bookQuery } from '../../common/api/books-queries';
import { useDeleteReview, useSaveReview, type ReviewValues } from './api/reviews-mutations';
import { bookReviewsQuery, likedReviewsQuery, myReviewQuery, type ReviewSort } from './api/reviews-queries';
import { clearReviewDraft, readReviewDraft, saveReviewDraft } from './review-draft';
import './book-detail.css';

/** The review form's three states (spec 4); an open form may start from a kept draft (review-draft.ts). */
export type ReviewFormState =
  | { mode: 'closed' }
  | { mode: 'new'; draft?: ReviewValues }
  | { mode: 'editing'; review: Review; draft?: ReviewValues };

/** "Dune by Frank Herbert"; the title alone when the book has no author any more. */
const bookTitle = (book: { title: string; author?: { name: string } | null }) =>
  book.author ? `${book.title} by ${book.author.name}` : book.title;

const BOOK_PAGE: RecordPageTexts = {
  title: 'Book',
  loading: 'Loading book...',
  failed: 'Failed to load book details',
  notFound: 'Book not found',
  notFoundMessage: 'The book you are looking for does not exist or was removed.',
  icon: <BooksIcon />,
  back: { to: '/books', label: 'Browse Books' },
};

export default function BookDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const signedIn = useSession(selectIsSignedIn);
  const user = useSession((s) => s.user);
  const isAdmin = useSession(selectIsAdmin);
  const book = useQuery({ ...bookQuery(id), enabled: Boolean(id) });
  // A merged book's old address: the API redirects to the book it was merged into, so the book read has another id.
  const keptId = book.data && book.data._id !== id ? book.data._id : null;
  const shown = book.isSuccess && !keptId;
  const [sort, setSort] = useState<ReviewSort>('-createdAt');
  const reviews = useInfiniteQuery({ ...bookReviewsQuery(id, sort), enabled: shown });
  const myUserId = signedIn ? user?._id : undefined;
  const liked = useQuery({ ...likedReviewsQuery(id), enabled: Boolean(id && myUserId && shown) });
  const likedIds = new Set(liked.data ?? []);
  const myReview = useQuery({ ...myReviewQuery(id, myUserId ?? ''), enabled: Boolean(id && myUserId) });
  const save = useSaveReview(id);
  const remove = useDeleteReview(id);
  const [form, setForm] = useState<ReviewFormState>({ mode: 'closed' });
  const [confirm, confirmDialog] = useConfirm();
  const [flagging, setFlagging] = useState(false);
  const [placing, setPlacing] = useState(false);

  useEffect(() => {
    setForm({ mode: 'closed' });
    setFlagging(false);
    setPlacing(false);
  }, [id]);

  // ...whose address replaces the old one in the history (the book already read is shown at once).
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keptBook = keptId ? book.data : undefined;
  useEffect(() => {
    if (!keptBook) return;
    queryClient.setQueryData(bookQuery(keptBook._id).queryKey, keptBook);
    void navigate(
      { pathname: `/books/${keptBook._id}`, search: location.search, hash: location.hash },
      { replace: true },
    );
  }, [keptBook, queryClient, navigate, location.search, location.hash]);

  // A notification links to a review (`#review-<id>`): shown once the reviews are there (a client-side navigation
  // does not scroll to a hash, and the review is not rendered before its page of reviews loads).
  const reviewAnchor = location.hash.startsWith('#review-') ? location.hash.slice(1) : '';
  const reviewsShown = reviews.isSuccess && (!myUserId || !myReview.isPending);
  useEffect(() => {
    if (reviewAnchor && reviewsShown) document.getElementById(reviewAnchor)?.scrollIntoView?.({ block: 'center' });
  }, [reviewAnchor, reviewsShown]);

  // A draft kept for this reader and book reopens the form it was typed in, once per visit of the page.
  const draftChecked = useRef('');
  const own = myReview.data ?? null;
  useEffect(() => {
    const visit = `${myUserId}:${id}`;
    if (!myUserId || !myReview.isSuccess || draftChecked.current === visit) return;
    draftChecked.current = visit;
    const draft = readReviewDraft(myUserId, id);
    if (!draft) return;
    if (draft.review === null && !own) setForm({ mode: 'new', draft: draft.values });
    else if (own && draft.review === own._id) setForm({ mode: 'editing', review: own, draft: draft.values });
    else clearReviewDraft(myUserId, id); // its review was written or deleted since (in another tab)
  }, [myUserId, id, myReview.isSuccess, own]);

  const missing = useRecordPage(book, BOOK_PAGE, bookTitle);
  if (!shown) return <RecordPageStates query={book} missing={missing} texts={BOOK_PAGE} />;

  const b = book.data;
  const canWrite = signedIn && myReview.isSuccess && !own;
  // My review is shown above the list, with its controls. Until it is known, a review of mine is left out of the list
  // (it would jump up); if it cannot be read, mine stays in the list as everyone sees it, never an empty list.
  const isMine = (r: Review) =>
    own ? r._id === own._id : Boolean(myUserId && myReview.isPending && r.user?._id === myUserId);
  const others = (reviews.data?.pages.flatMap((p) => p.items) ?? []).filter((r) => !isMine(r));

  const closeForm = () => {
    if (myUserId) clearReviewDraft(myUserId, id);
    setForm({ mode: 'closed' });
  };

  const keepDraft = (values: ReviewValues) => {
    if (myUserId) saveReviewDraft(myUserId, id, { review: form.mode === 'editing' ? form.review._id : null, values });
  };

  const submitReview = async (values: ReviewValues) => {
    if (!signedIn) {
      toast.error('Please login to write a review');
      return;
    }
    const editing = form.mode === 'editing' ? form.review : null;
    try {
      await save.mutateAsync({ review: editing, values });
      toast.success(editing ? 'Review updated successfully' : 'Review added successfully');
      closeForm();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to submit review'));
    }
  };

  const deleteReview = async (review: Review) => {
    if (remove.isPending) return;
    if (!(await confirm('Are you sure you want to delete this review?'))) return;
    try {
      await remove.mutateAsync(review._id);
      toast.success('Review deleted successfully');
      closeForm();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to delete review'));
    }
  };

  return (
    <div className="reader-book-detail">
      <nav aria-label="Breadcrumb" className="reader-breadcrumb">
        <Link to="/books">Books</Link> <span aria-hidden="true">›</span> <span aria-current="page">{b.title}</span>
      </nav>

      <BookHero book={b} />
      <BookSeriesLine bookId={b._id} />

      {signedIn && (
        <p className="reader-book-flag">
          <Button variant="ghost" size="sm" onClick={() => setFlagging(true)}>
            This is the same book as…
          </Button>
          {flagging && <SameBookDialog book={b} open onClose={() => setFlagging(false)} />}
          <Button variant="ghost" size="sm" onClick={() => setPlacing(true)}>
            Suggest for a series
          </Button>
          {placing && <SeriesSuggestDialog book={b} open onClose={() => setPlacing(false)} />}
        </p>
      )}

      {b.description && (
        <section className="reader-section reader-book-description" aria-labelledby="reader-about-title">
          <h2 id="reader-about-title">About this book</h2>
          <p>{b.description}</p>
        </section>
      )}

      {signedIn && <FriendsOnBook bookId={b._id} />}

      <section className="reader-section reader-reviews" aria-labelledby="reader-reviews-title">
        <div className="reader-section__head">
          <h2 id="reader-reviews-title">Reviews ({b.reviewCount})</h2>
          {canWrite && form.mode === 'closed' && (
            <Button onClick={() => setForm({ mode: 'new' })} icon={<PenIcon weight="light" />}>
              Write Review
            </Button>
          )}
        </div>

        {!signedIn && (
          <p className="reader-review-login">
            <Link to="/login" state={{ from: location }} className="reader-link">
              Please login to write a review
            </Link>
          </p>
        )}

        {form.mode !== 'closed' && (
          <ReviewForm
            key={form.mode === 'editing' ? form.review._id : 'new'}
            mode={form.mode}
            initial={
              form.draft ??
              (form.mode === 'editing'
                ? {
                    rating: form.review.rating,
                    title: form.review.title,
                    content: form.review.content,
                    spoiler: form.review.spoiler,
                  }
                : undefined)
            }
            spoilerByModerator={form.mode === 'editing' && form.review.spoilerByModerator}
            busy={save.isPending}
            onSubmit={submitReview}
            onCancel={closeForm}
            onChange={keepDraft}
          />
        )}

        {own && !(form.mode === 'editing' && form.review._id === own._id) && (
          <ReviewItem
            review={own}
            own
            bookId={id}
            deleting={remove.isPending}
            onEdit={() => setForm({ mode: 'editing', review: own })}
            onDelete={() => void deleteReview(own)}
          />
        )}

        {b.reviewCount > 1 && (
          <SelectField
            label="Order reviews by"
            className="reader-reviews__sort"
            value={sort}
            onChange={(e) => setSort(e.target.value as ReviewSort)}
            options={[
              { value: '-createdAt', label: 'Newest' },
              { value: '-likeCount', label: 'Most liked' },
            ]}
          />
        )}

        <BookReviewList
          reviews={reviews}
          others={others}
          hasOwn={Boolean(own)}
          seesSpoilers={isAdmin}
          likedIds={likedIds}
          bookId={id}
        />
        <LoadMore pages={reviews} label="Load more reviews" centred />
      </section>

      <OtherEditions bookId={b._id} title={b.title} />
      {confirmDialog}
    </div>
  );
}
