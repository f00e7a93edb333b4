// What other features use of reviews: the dialog that reviews a bought product.
export { ReviewDialog, type ReviewTarget } from './components/review-dialog';
