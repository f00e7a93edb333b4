/**
 * The admin's denser text boxes and selects: the shop's input look without its fixed height and width, so
 * a filter can be 40 px and a select inside a table row 36 px and only as wide as its words. Text stays
 * 16 px on phones so the browser does not zoom in on focus.
 */
export const adminInputClassName =
  'rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-700 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500 aria-[invalid=true]:border-red-600 sm:text-sm';
