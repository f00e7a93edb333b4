/**
 * The Bangla of every message the API shows a person, keyed by its English text exactly as the
 * spec and the code write it (docs/decisions/032). `{}` in a key stands for a value the message
 * inserts (a field's name, a product, a number); `{0}`, `{1}` place those values in the Bangla,
 * whose word order differs. A test finds every message in the source and fails when one has no
 * Bangla here (person-messages.test.ts).
 */
import { ORDER_CAPS_MAX } from '@dokan/domain';

/** The owner's caps on orders and SMS (domain order-caps.ts), by name, and what can be wrong with each. */
const ORDER_CAP_NAMES: Record<string, string> = {
  'Orders per account in an hour': 'এক অ্যাকাউন্ট থেকে ঘণ্টায় অর্ডার',
  'Orders per address in an hour': 'এক নেটওয়ার্ক ঠিকানা থেকে ঘণ্টায় অর্ডার',
  'Open cash on delivery orders per account': 'এক অ্যাকাউন্টের চলমান ক্যাশ অন ডেলিভারি অর্ডার',
  'Open cash on delivery orders per phone': 'এক ফোনের চলমান ক্যাশ অন ডেলিভারি অর্ডার',
  'SMS per phone in a day': 'এক ফোনে দিনে এসএমএস',
};
const ORDER_CAP_MESSAGES = Object.fromEntries(
  Object.entries(ORDER_CAP_NAMES).flatMap(([english, bangla]) => [
    [`${english} must be a number`, `${bangla} একটি সংখ্যা হতে হবে`],
    [`${english} must be a whole number`, `${bangla} একটি পূর্ণসংখ্যা হতে হবে`],
    [`${english} must be at least 1`, `${bangla} কমপক্ষে ১ হতে হবে`],
    [`${english} must be at most ${ORDER_CAPS_MAX}`, `${bangla} সর্বোচ্চ ${ORDER_CAPS_MAX} হতে পারে`],
  ]),
);

export const BANGLA_MESSAGES: Record<string, string> = {
  // Validation of what a form or an address sends
  'Invalid id': 'আইডিটি সঠিক নয়',
  'Invalid request': 'অনুরোধটি সঠিক নয়',
  'Invalid value': 'মানটি সঠিক নয়',
  '{} must be at most {}': '{0} সর্বোচ্চ {1} হতে পারে',
  '{} must be at least {}': '{0} কমপক্ষে {1} হতে হবে',
  '{} must be a whole number': '{0} একটি পূর্ণসংখ্যা হতে হবে',
  '{} must be true or false': '{0} true অথবা false হতে হবে',
  '{} must be at most 100 characters': '{0} সর্বোচ্চ ১০০ অক্ষরের হতে পারে',
  '{} must be at most {} characters': '{0} সর্বোচ্চ {1} অক্ষরের হতে পারে',
  '{} must be a non-negative amount': '{0} ঋণাত্মক হতে পারবে না',
  'Filter value is too long': 'ফিল্টারের মানটি খুব লম্বা',
  'search must be at most {} characters': 'খোঁজার লেখা সর্বোচ্চ {0} অক্ষরের হতে পারে',
  'search must be at most 100 characters': 'খোঁজার লেখা সর্বোচ্চ ১০০ অক্ষরের হতে পারে',
  'sortBy must be one of {}': 'sortBy এর মান হতে হবে এগুলোর একটি: {0}',
  "popularProducts must be '{}'": "popularProducts এর মান '{0}' হতে হবে",
  'inStockFirst must be true or false': 'inStockFirst true অথবা false হতে হবে',
  'minPrice must not exceed maxPrice': 'সর্বনিম্ন দাম সর্বোচ্চ দামের বেশি হতে পারবে না',
  'Email or phone is required': 'ইমেইল বা ফোন নম্বর দিন',
  'Password must be at most {} characters': 'পাসওয়ার্ড সর্বোচ্চ {0} অক্ষরের হতে পারে',
  'Password is required': 'পাসওয়ার্ড দিন',
  'Name must be at least {} characters': 'নাম কমপক্ষে {0} অক্ষরের হতে হবে',
  'Password must be at least {} characters': 'পাসওয়ার্ড কমপক্ষে {0} অক্ষরের হতে হবে',
  'Invalid phone number': 'ফোন নম্বরটি সঠিক নয়',
  'Invalid email': 'ইমেইলটি সঠিক নয়',
  "Passwords don't match": 'পাসওয়ার্ড দুটি মেলেনি',
  'Passwords do not match': 'পাসওয়ার্ড দুটি মেলেনি',
  'Current password is required': 'বর্তমান পাসওয়ার্ড দিন',
  'Please confirm your password': 'অনুগ্রহ করে পাসওয়ার্ডটি আবার লিখুন',
  'Invalid OTP or session expired': 'কোডটি সঠিক নয় অথবা সেশনের মেয়াদ শেষ হয়ে গেছে',
  'Name is too long': 'নামটি খুব লম্বা',
  'Address is too long': 'ঠিকানাটি খুব লম্বা',
  'Language must be en or bn': 'ভাষা en অথবা bn হতে হবে',
  'role must be one of {}': 'ভূমিকা হতে হবে এগুলোর একটি: {0}',
  'searchTerm must be at most 100 characters': 'খোঁজার লেখা সর্বোচ্চ ১০০ অক্ষরের হতে পারে',
  '{} is too large': '{0} খুব বড়',
  '{} cannot be negative': '{0} ঋণাত্মক হতে পারবে না',
  '{} must be whole taka': '{0} পূর্ণ টাকায় হতে হবে',
  '{} must be a number': '{0} একটি সংখ্যা হতে হবে',
  'Shop name is too long': 'দোকানের নামটি খুব লম্বা',
  'Shop name is required': 'দোকানের নাম দিন',
  'Receiving number must be a Bangladeshi mobile number': 'টাকা গ্রহণের নম্বরটি বাংলাদেশি মোবাইল নম্বর হতে হবে',
  'Support phone is too long': 'সহায়তার ফোন নম্বরটি খুব লম্বা',
  '{} is required': '{0} দিতে হবে',
  '{} must be text': '{0} লেখা হতে হবে',
  '{} can have at most 2 decimals': '{0} দশমিকের পরে সর্বোচ্চ ২ ঘর হতে পারে',
  '{} must be a JSON array of text': '{0} লেখার একটি JSON তালিকা হতে হবে',
  '{} can have at most {} items': '{0} এ সর্বোচ্চ {1}টি জিনিস থাকতে পারে',
  'Each of {} must be at most {} characters': '{0} এর প্রতিটি সর্বোচ্চ {1} অক্ষরের হতে পারে',
  '{} must be a list of text': '{0} লেখার একটি তালিকা হতে হবে',
  'faqs must be a JSON array of {question, answer}': 'প্রশ্নোত্তর {question, answer} এর একটি JSON তালিকা হতে হবে',
  'A product can have at most {} FAQs': 'একটি পণ্যে সর্বোচ্চ {0}টি প্রশ্নোত্তর থাকতে পারে',
  'Video must be a YouTube or Vimeo link, or the web address of a video file':
    'ভিডিওটি YouTube বা Vimeo লিংক, অথবা কোনো ভিডিও ফাইলের ওয়েব ঠিকানা হতে হবে',
  'A product can have at most {} images.': 'একটি পণ্যে সর্বোচ্চ {0}টি ছবি থাকতে পারে।',
  'keepImages must be a list of image addresses': 'keepImages ছবির ঠিকানার একটি তালিকা হতে হবে',
  'sort must be one of {}': 'সাজানোর ক্রম হতে হবে এগুলোর একটি: {0}',
  'dir must be asc or desc': 'দিক asc অথবা desc হতে হবে',
  'lowStock must be true or false': 'lowStock true অথবা false হতে হবে',
  // Variants (docs/decisions/077)
  'SKU may use only letters, digits and - _ . / (up to 64)':
    'এসকেইউতে শুধু অক্ষর, সংখ্যা এবং - _ . / থাকতে পারে (সর্বোচ্চ ৬৪টি)',
  'variants must be a JSON array of {sku, color, size, stock, price}':
    'ভ্যারিয়েন্টগুলো {sku, color, size, stock, price} এর একটি JSON তালিকা হতে হবে',
  'A product can have at most {} variants': 'একটি পণ্যে সর্বোচ্চ {0}টি ভ্যারিয়েন্ট থাকতে পারে',
  'Each variant needs a colour or a size': 'প্রতিটি ভ্যারিয়েন্টের একটি রং বা সাইজ থাকতে হবে',
  'SKU {} is given to more than one variant': 'এসকেইউ {0} একাধিক ভ্যারিয়েন্টে দেওয়া হয়েছে',
  'The combination {} is given twice': '{0} মিলটি দুবার দেওয়া হয়েছে',
  'Either every variant has a colour or none does, and the same for sizes':
    'হয় প্রতিটি ভ্যারিয়েন্টের রং থাকবে নয়তো কোনোটির নয়; সাইজের বেলাতেও তাই',
  'SKU {} is already used by another product': 'এসকেইউ {0} অন্য একটি পণ্যে ব্যবহার হয়েছে',
  "This product has variants: its colours, sizes and stock are its variants' (change them there)":
    'এই পণ্যের ভ্যারিয়েন্ট আছে: এর রং, সাইজ ও স্টক ভ্যারিয়েন্টগুলোর (সেখানে বদলান)',
  'A colour or size must be at most {} characters': 'রং বা সাইজ সর্বোচ্চ {0} অক্ষরের হতে পারে',
  'Variant stock must be a whole number': 'ভ্যারিয়েন্টের স্টক একটি পূর্ণসংখ্যা হতে হবে',
  'Variant stock must be at least 0': 'ভ্যারিয়েন্টের স্টক কমপক্ষে ০ হতে হবে',
  'Variant stock must be at most {}': 'ভ্যারিয়েন্টের স্টক সর্বোচ্চ {0} হতে পারে',
  'Variant price must be a number': 'ভ্যারিয়েন্টের দাম একটি সংখ্যা হতে হবে',
  'Variant price must be more than 0': 'ভ্যারিয়েন্টের দাম ০ এর বেশি হতে হবে',
  'Variant price is too large': 'ভ্যারিয়েন্টের দাম খুব বেশি',
  // The catalogue as CSV (docs/decisions/079)
  'The file is not a CSV the shop can read (a quote is never closed)':
    'ফাইলটি দোকান পড়তে পারে এমন CSV নয় (একটি উদ্ধৃতিচিহ্ন বন্ধ হয়নি)',
  'The first row must name the columns: {}': 'প্রথম সারিতে কলামগুলোর নাম থাকতে হবে: {0}',
  'A file can have at most {} rows': 'একটি ফাইলে সর্বোচ্চ {0}টি সারি থাকতে পারে',
  'Please choose a CSV file (field file)': 'অনুগ্রহ করে একটি CSV ফাইল বেছে নিন (file ঘরে)',
  'The file is larger than 20 MB': 'ফাইলটি ২০ MB এর চেয়ে বড়',
  'dryRun must be true or false': 'dryRun true অথবা false হতে হবে',
  'Nothing was changed: this is what the import would do': 'কিছুই বদলানো হয়নি: ইমপোর্ট করলে যা হবে তা এই',
  'Catalogue imported': 'ক্যাটালগ ইমপোর্ট হয়েছে',
  'days must be 7 or 30': 'days ৭ অথবা ৩০ হতে হবে',
  'Search figures retrieved successfully': 'খোঁজের হিসাব পাওয়া গেছে',
  'name is required': 'নাম দিতে হবে',
  'category is required': 'ক্যাটাগরি দিতে হবে',
  'price must be a number': 'দাম একটি সংখ্যা হতে হবে',
  'price must be more than 0': 'দাম ০ এর বেশি হতে হবে',
  'price is too large': 'দাম খুব বেশি',
  'discount must be a whole number from 0 to 100': 'ছাড় ০ থেকে ১০০ এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে',
  'stock must be a whole number': 'স্টক একটি পূর্ণসংখ্যা হতে হবে',
  'stock must be at least 0': 'স্টক কমপক্ষে ০ হতে হবে',
  'stock must be at most {}': 'স্টক সর্বোচ্চ {0} হতে পারে',
  'image_urls: an address is too long': 'image_urls: একটি ঠিকানা খুব লম্বা',
  'image_urls: at most 8 pictures': 'image_urls: সর্বোচ্চ ৮টি ছবি',
  'Category {} not found': 'ক্যাটাগরি {0} পাওয়া যায়নি',
  'Subcategory {} not found in {}': '{1} এ সাবক্যাটাগরি {0} পাওয়া যায়নি',
  'Sub-subcategory {} not found in {}': '{1} এ সাব-সাবক্যাটাগরি {0} পাওয়া যায়নি',
  'A product with several rows needs a colour or a size on each':
    'একাধিক সারির পণ্যের প্রতিটি সারিতে রং বা সাইজ থাকতে হবে',
  'The SKUs of {} belong to different products': '{0} এর এসকেইউগুলো ভিন্ন ভিন্ন পণ্যের',
  "SKU {} belongs to another seller's product": 'এসকেইউ {0} অন্য একজন বিক্রেতার পণ্যের',
  'SKU {} is also on row {}': 'এসকেইউ {0} সারি {1} এও আছে',
  // Pictures of an import, fetched or from its zip (docs/decisions/081)
  'The zip of pictures is larger than 100 MB': 'ছবির zip টি ১০০ MB এর চেয়ে বড়',
  'Please send one zip of pictures (field images)': 'অনুগ্রহ করে ছবির একটি zip দিন (images ঘরে)',
  'The zip of pictures cannot be read': 'ছবির zip টি পড়া যাচ্ছে না',
  'The zip has a file named outside its folders: {}': 'zip এ এর ফোল্ডারের বাইরের নামের একটি ফাইল আছে: {0}',
  'The zip can hold at most {} files': 'zip এ সর্বোচ্চ {0}টি ফাইল থাকতে পারে',
  "The zip's files come to more than {} MB unpacked": 'zip এর ফাইলগুলো খোলার পর {0} MB এর বেশি হয়',
  'A file can name at most {} pictures on other sites; put the rest in a zip or in another file':
    'একটি ফাইলে অন্য সাইটের সর্বোচ্চ {0}টি ছবি থাকতে পারে; বাকিগুলো একটি zip এ বা আরেকটি ফাইলে দিন',
  "image_urls: {} is not an http or https address, one of the shop's pictures or a file in the zip":
    'image_urls: {0} http বা https ঠিকানা, দোকানের ছবি বা zip এর ফাইল নয়',
  'image_urls: {} names a file in a zip; send the zip of pictures with the CSV':
    'image_urls: {0} একটি zip এর ফাইলের নাম; CSV এর সাথে ছবির zip টিও দিন',
  'image_urls: {} is not in the zip': 'image_urls: {0} zip এ নেই',
  'image_urls: {} in the zip is larger than {} MB': 'image_urls: zip এর {0} ছবিটি {1} MB এর চেয়ে বড়',
  'image_urls: {} is not a picture (JPEG, PNG, WebP, GIF or AVIF)':
    'image_urls: {0} কোনো ছবি নয় (JPEG, PNG, WebP, GIF বা AVIF)',
  'image_urls: a picture could not be read': 'image_urls: একটি ছবি পড়া যায়নি',
  'image_urls: {} could not be unpacked from the zip': 'image_urls: {0} zip থেকে খোলা যায়নি',
  'image_urls: {} could not be fetched: it is not a web address': 'image_urls: {0} আনা যায়নি: এটি কোনো ওয়েব ঠিকানা নয়',
  'image_urls: {} could not be fetched: only http and https addresses are fetched':
    'image_urls: {0} আনা যায়নি: শুধু http ও https ঠিকানা থেকে ছবি আনা হয়',
  'image_urls: {} could not be fetched: an address with a password is not fetched':
    'image_urls: {0} আনা যায়নি: পাসওয়ার্ডসহ ঠিকানা থেকে ছবি আনা হয় না',
  'image_urls: {} could not be fetched: it is an address of a private network':
    'image_urls: {0} আনা যায়নি: এটি একটি ব্যক্তিগত নেটওয়ার্কের ঠিকানা',
  'image_urls: {} could not be fetched: it redirects too many times':
    'image_urls: {0} আনা যায়নি: ঠিকানাটি অনেকবার অন্য ঠিকানায় পাঠায়',
  'image_urls: {} could not be fetched: the site answered {}': 'image_urls: {0} আনা যায়নি: সাইটটি {1} উত্তর দিয়েছে',
  'image_urls: {} could not be fetched: no answer within {} seconds':
    'image_urls: {0} আনা যায়নি: {1} সেকেন্ডের মধ্যে কোনো উত্তর আসেনি',
  'image_urls: {} could not be fetched: the site could not be reached':
    'image_urls: {0} আনা যায়নি: সাইটটিতে পৌঁছানো যায়নি',
  'image_urls: {} could not be fetched: it is larger than {} MB': 'image_urls: {0} আনা যায়নি: ছবিটি {1} MB এর চেয়ে বড়',
  "image_urls: {} could not be fetched: the import's time for fetching pictures ran out; import this row again":
    'image_urls: {0} আনা যায়নি: ইমপোর্টে ছবি আনার সময় শেষ হয়ে গেছে; এই সারিটি আবার ইমপোর্ট করুন',
  'Invalid Bangladeshi phone number': 'বাংলাদেশি ফোন নম্বরটি সঠিক নয়',
  'Phone number is required': 'ফোন নম্বর দিন',
  'Unknown division': 'বিভাগটি অজানা',
  'Division is required': 'বিভাগ বেছে নিন',
  'District is required': 'জেলা বেছে নিন',
  'City/Upazila is too long': 'শহর/উপজেলার নামটি খুব লম্বা',
  'City/Upazila is required': 'শহর/উপজেলা দিন',
  'Address is required': 'ঠিকানা দিন',
  'District is not in the chosen division': 'জেলাটি বেছে নেওয়া বিভাগের মধ্যে নয়',
  'Invalid payment number': 'পেমেন্টের নম্বরটি সঠিক নয়',
  'Coupon code is too long': 'কুপন কোডটি খুব লম্বা',
  'Quantity must be at most {}': 'পরিমাণ সর্বোচ্চ {0} হতে পারে',
  'Quantity must be at least 1': 'পরিমাণ কমপক্ষে ১ হতে হবে',
  'Quantity must be a whole number': 'পরিমাণ একটি পূর্ণসংখ্যা হতে হবে',
  'Quantity must be a number': 'পরিমাণ একটি সংখ্যা হতে হবে',
  'An order holds at most {} lines': 'একটি অর্ডারে সর্বোচ্চ {0}টি পণ্য থাকতে পারে',
  'No item selected for checkout.': 'চেকআউটের জন্য কোনো পণ্য বেছে নেওয়া হয়নি।',
  'Payment method must be one of {}': 'পেমেন্টের পদ্ধতি হতে হবে এগুলোর একটি: {0}',
  'Transaction id is too long': 'ট্রানজেকশন আইডিটি খুব লম্বা',
  'Choose bKash, Nagad or Rocket': 'বিকাশ, নগদ বা রকেট বেছে নিন',
  'Enter the transaction id from your payment SMS': 'পেমেন্টের এসএমএস থেকে ট্রানজেকশন আইডিটি লিখুন',
  'A bKash transaction id is 10 letters and digits, like 8N7A6D5EE7':
    'বিকাশের ট্রানজেকশন আইডি ১০টি অক্ষর ও সংখ্যার হয়, যেমন 8N7A6D5EE7',
  'A Nagad transaction id is 8 letters and digits, like 71N5UXBX':
    'নগদের ট্রানজেকশন আইডি ৮টি অক্ষর ও সংখ্যার হয়, যেমন 71N5UXBX',
  'A Rocket transaction id is 10 digits, like 3258493716': 'রকেটের ট্রানজেকশন আইডি ১০টি সংখ্যার হয়, যেমন 3258493716',
  'This transaction id has already paid for another order': 'এই ট্রানজেকশন আইডি দিয়ে আরেকটি অর্ডারের টাকা দেওয়া হয়ে গেছে',
  'Enter a coupon code': 'একটি কুপন কোড লিখুন',
  'subtotal must be at most {}': 'সাবটোটাল সর্বোচ্চ {0} হতে পারে',
  'subtotal must be a non-negative amount': 'সাবটোটাল ঋণাত্মক হতে পারবে না',
  'subtotal is required': 'সাবটোটাল দিতে হবে',
  '{} must be a date (YYYY-MM-DD)': '{0} একটি তারিখ (YYYY-MM-DD) হতে হবে',
  '{} must be a month (YYYY-MM)': '{0} একটি মাস (YYYY-MM) হতে হবে',
  'A report covers at most {} months': 'একটি রিপোর্টে সর্বোচ্চ {0} মাস দেখা যায়',
  'status must be one of {}': 'অবস্থা হতে হবে এগুলোর একটি: {0}',
  'paymentStatus must be one of {}': 'পেমেন্টের অবস্থা হতে হবে এগুলোর একটি: {0}',
  'paymentMethod must be one of {}': 'পেমেন্টের পদ্ধতি হতে হবে এগুলোর একটি: {0}',
  'from must not be after to': 'শুরুর তারিখ শেষের তারিখের পরে হতে পারবে না',
  'Payment reference is too long': 'পেমেন্টের রেফারেন্সটি খুব লম্বা',
  '{} must be a whole number of at least 1': '{0} কমপক্ষে ১ এর একটি পূর্ণসংখ্যা হতে হবে',
  '{} must be a date and time (ISO 8601)': '{0} একটি তারিখ ও সময় (ISO 8601) হতে হবে',
  'Coupon code may contain only letters, digits, - and _': 'কুপন কোডে শুধু অক্ষর, অঙ্ক, - এবং _ থাকতে পারে',
  'Coupon code is required': 'কুপন কোড দিন',
  'Coupon type must be percent or fixed': 'কুপনের ধরন শতাংশ অথবা নির্দিষ্ট হতে হবে',
  'Value must be a number': 'মানটি একটি সংখ্যা হতে হবে',
  'active must be true or false': 'সক্রিয় true অথবা false হতে হবে',
  'A percent discount must be a whole number from 1 to 100': 'শতাংশ ছাড় ১ থেকে ১০০ এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে',
  'A fixed discount must be more than Tk 0': 'নির্দিষ্ট ছাড় ৳০ এর বেশি হতে হবে',
  'Value is too large': 'মানটি খুব বড়',
  'Value can have at most 2 decimals': 'মানে দশমিকের পরে সর্বোচ্চ ২ ঘর থাকতে পারে',
  'The end must be after the start': 'শেষের সময় শুরুর সময়ের পরে হতে হবে',
  'entity must be at most 40 characters': 'entity সর্বোচ্চ ৪০ অক্ষরের হতে পারে',
  'Please choose a rating from 1 to {} stars': 'অনুগ্রহ করে ১ থেকে {0} তারকার মধ্যে একটি রেটিং দিন',
  'A review may have at most {} characters': 'রিভিউ সর্বোচ্চ {0} অক্ষরের হতে পারে',
  'Please write a few words about the product': 'অনুগ্রহ করে পণ্যটি সম্পর্কে কয়েকটি কথা লিখুন',
  'Refund method must be one of {}': 'রিফান্ডের পদ্ধতি হতে হবে এগুলোর একটি: {0}',
  'Must be a valid Bangladeshi number (e.g. 01XXXXXXXXX)': 'একটি সঠিক বাংলাদেশি নম্বর হতে হবে (যেমন 01XXXXXXXXX)',
  '{} is too long': '{0} খুব লম্বা',
  'The id in the body does not match the address': 'অনুরোধের আইডি ঠিকানার আইডির সাথে মেলেনি',
  // Zod's own messages, for what no rule of ours words itself
  'Invalid input: expected {}, received {}': 'ভুল তথ্য: {0} আশা করা হয়েছিল, এসেছে {1}',
  'Invalid input': 'ভুল তথ্য',
  'Invalid option: expected one of {}': 'ভুল বিকল্প: এগুলোর একটি হতে হবে {0}',
  'Unrecognized key: {}': 'অজানা ঘর: {0}',
  'Unrecognized keys: {}': 'অজানা ঘর: {0}',
  'Too big: expected {}': 'খুব বড়: আশা করা হয়েছিল {0}',
  'Too small: expected {}': 'খুব ছোট: আশা করা হয়েছিল {0}',
  'Invalid string: {}': 'লেখাটি সঠিক নয়: {0}',
  'Invalid UUID': 'আইডিটি সঠিক নয়',

  // Accounts and sessions
  'Too many attempts. Please try again in {}.': 'অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে {0} পরে আবার চেষ্টা করুন।',
  'This phone has had as many messages from the shop as it may today. Please try again tomorrow.':
    'এই ফোনে আজ দোকান থেকে যতগুলো বার্তা পাঠানো যায়, সবগুলো পাঠানো হয়ে গেছে। অনুগ্রহ করে আগামীকাল আবার চেষ্টা করুন।',
  'Google sign-in is not available in this shop.': 'এই দোকানে Google দিয়ে সাইন ইন করা যায় না।',
  'Google authentication failed': 'Google দিয়ে যাচাই করা যায়নি',
  'Google account e-mail is not verified': 'Google অ্যাকাউন্টের ইমেইলটি যাচাই করা হয়নি',
  'Please wait {} seconds before asking for a new code.': 'নতুন কোড চাওয়ার আগে অনুগ্রহ করে {0} সেকেন্ড অপেক্ষা করুন।',
  'Too many codes asked for today. Please try again tomorrow.':
    'আজ অনেকগুলো কোড চাওয়া হয়েছে। অনুগ্রহ করে আগামীকাল আবার চেষ্টা করুন।',
  'This verification link is not valid.': 'এই যাচাইয়ের লিংকটি সঠিক নয়।',
  'This link was already used. Your account is already verified; please login.':
    'এই লিংকটি আগেই ব্যবহার করা হয়েছে। আপনার অ্যাকাউন্ট যাচাই করা আছে; অনুগ্রহ করে লগইন করুন।',
  'Verification link has expired. Please register again.': 'যাচাইয়ের লিংকের মেয়াদ শেষ। অনুগ্রহ করে আবার নিবন্ধন করুন।',
  'Too many wrong codes. Please ask for a new code.': 'অনেকবার ভুল কোড দেওয়া হয়েছে। অনুগ্রহ করে নতুন কোড চান।',
  'This password is too common. Please choose a less predictable one.':
    'এই পাসওয়ার্ডটি খুব সাধারণ। অনুগ্রহ করে অনুমান করা কঠিন এমন একটি বেছে নিন।',
  'Demo logins work only on the computer the shop runs on.': 'ডেমো লগইন শুধু দোকানটি যে কম্পিউটারে চলছে সেখানেই কাজ করে।',
  'Your session has ended. Please sign in again.': 'আপনার সেশন শেষ হয়েছে। অনুগ্রহ করে আবার সাইন ইন করুন।',
  'An account with this email already exists': 'এই ইমেইল দিয়ে একটি অ্যাকাউন্ট আগে থেকেই আছে',
  'An account with this phone number already exists': 'এই ফোন নম্বর দিয়ে একটি অ্যাকাউন্ট আগে থেকেই আছে',
  'An account with these details already exists': 'এই তথ্য দিয়ে একটি অ্যাকাউন্ট আগে থেকেই আছে',
  'Account already verified. Please login.': 'অ্যাকাউন্টটি আগেই যাচাই করা হয়েছে। অনুগ্রহ করে লগইন করুন।',
  'Your reset session has expired. Please ask for a new code.':
    'পাসওয়ার্ড রিসেটের সেশনের মেয়াদ শেষ। অনুগ্রহ করে নতুন কোড চান।',
  'Invalid email/phone or password': 'ইমেইল/ফোন অথবা পাসওয়ার্ড সঠিক নয়',
  'Please verify your account first: use the link in your email or the code sent to your phone.':
    'আগে আপনার অ্যাকাউন্ট যাচাই করুন: ইমেইলে পাঠানো লিংক অথবা ফোনে পাঠানো কোড ব্যবহার করুন।',
  'This account has been deleted.': 'এই অ্যাকাউন্টটি মুছে ফেলা হয়েছে।',
  'This Google account is linked to another account': 'এই Google অ্যাকাউন্টটি অন্য একটি অ্যাকাউন্টের সাথে যুক্ত',
  'Please sign in to continue.': 'চালিয়ে যেতে অনুগ্রহ করে সাইন ইন করুন।',
  'Your session has expired. Please sign in again.': 'আপনার সেশনের মেয়াদ শেষ। অনুগ্রহ করে আবার সাইন ইন করুন।',
  'You do not have permission to do this.': 'এটি করার অনুমতি আপনার নেই।',
  'You may only access your own account.': 'আপনি শুধু নিজের অ্যাকাউন্ট দেখতে পারেন।',
  'User not found': 'ব্যবহারকারীকে পাওয়া যায়নি',
  'This email is used by another account': 'এই ইমেইলটি অন্য একটি অ্যাকাউন্টে ব্যবহার হচ্ছে',
  'This phone number is used by another account': 'এই ফোন নম্বরটি অন্য একটি অ্যাকাউন্টে ব্যবহার হচ্ছে',
  'This email or phone number is used by another account': 'এই ইমেইল বা ফোন নম্বরটি অন্য একটি অ্যাকাউন্টে ব্যবহার হচ্ছে',
  'This account signs in with Google. Use Forgot password to set a password.':
    'এই অ্যাকাউন্টে Google দিয়ে সাইন ইন করা হয়। পাসওয়ার্ড ঠিক করতে "পাসওয়ার্ড ভুলে গেছেন" ব্যবহার করুন।',
  'Current password is incorrect': 'বর্তমান পাসওয়ার্ডটি সঠিক নয়',
  'User retrieved successfully': 'ব্যবহারকারীর তথ্য পাওয়া গেছে',
  'Profile updated successfully': 'প্রোফাইল হালনাগাদ হয়েছে',
  'Password changed successfully': 'পাসওয়ার্ড বদলানো হয়েছে',
  'Profile image updated successfully': 'প্রোফাইলের ছবি হালনাগাদ হয়েছে',
  'Registration successful. Check your email to activate your account.':
    'নিবন্ধন সফল হয়েছে। অ্যাকাউন্ট চালু করতে আপনার ইমেইল দেখুন।',
  'Registration successful. Enter the code we sent to your phone.': 'নিবন্ধন সফল হয়েছে। আপনার ফোনে পাঠানো কোডটি লিখুন।',
  'Account verified successfully': 'অ্যাকাউন্ট যাচাই করা হয়েছে',
  'OTP verified. You can now set a new password.': 'কোড যাচাই হয়েছে। এখন আপনি নতুন পাসওয়ার্ড ঠিক করতে পারেন।',
  'If an account exists for this email or phone, a reset code is on its way.':
    'এই ইমেইল বা ফোনের কোনো অ্যাকাউন্ট থাকলে, রিসেট কোড পাঠানো হচ্ছে।',
  'Password reset successful': 'পাসওয়ার্ড রিসেট হয়েছে',
  'Login successful': 'লগইন সফল হয়েছে',
  'Google authentication successful': 'Google দিয়ে যাচাই সফল হয়েছে',
  'Token refreshed': 'টোকেন নবায়ন হয়েছে',
  'Logged out successfully': 'লগআউট হয়েছে',

  // Forms and uploads
  'The form did not arrive whole. Please send it again.': 'ফর্মটি পুরোপুরি পৌঁছায়নি। অনুগ্রহ করে আবার পাঠান।',
  'The form could not be read. Please send it again.': 'ফর্মটি পড়া যায়নি। অনুগ্রহ করে আবার পাঠান।',
  'Please send the form as multipart/form-data': 'অনুগ্রহ করে ফর্মটি multipart/form-data হিসেবে পাঠান',
  'The image is larger than 5 MB. Please choose a smaller one.':
    'ছবিটি ৫ এমবি-এর চেয়ে বড়। অনুগ্রহ করে ছোট একটি বেছে নিন।',
  'Too many files in one form': 'একটি ফর্মে অনেক বেশি ফাইল',
  'Too many fields in one form': 'একটি ফর্মে অনেক বেশি ঘর',
  'Please upload an image file (JPEG, PNG, WebP, GIF or AVIF).':
    'অনুগ্রহ করে একটি ছবির ফাইল (JPEG, PNG, WebP, GIF বা AVIF) দিন।',
  'Please choose an image to upload.': 'অনুগ্রহ করে আপলোড করার জন্য একটি ছবি বেছে নিন।',
  'The image server is busy; please try again in a moment': 'ছবির সার্ভার এখন ব্যস্ত; অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন',
  'Image not found': 'ছবিটি পাওয়া যায়নি',

  // Catalogue
  'No products found': 'কোনো পণ্য পাওয়া যায়নি',
  'Products retrieved successfully': 'পণ্যগুলো পাওয়া গেছে',
  'Product not found': 'পণ্যটি পাওয়া যায়নি',
  '{} not found': '{0} পাওয়া যায়নি',
  'Categories retrieved successfully': 'ক্যাটাগরিগুলো পাওয়া গেছে',
  'Category names retrieved successfully': 'ক্যাটাগরির নামগুলো পাওয়া গেছে',
  'Category retrieved successfully': 'ক্যাটাগরি পাওয়া গেছে',
  'Subcategories retrieved successfully': 'সাবক্যাটাগরিগুলো পাওয়া গেছে',
  'Subcategory retrieved successfully': 'সাবক্যাটাগরি পাওয়া গেছে',
  'Sub-subcategories retrieved successfully': 'সাব-সাবক্যাটাগরিগুলো পাওয়া গেছে',
  'Sub-subcategory retrieved successfully': 'সাব-সাবক্যাটাগরি পাওয়া গেছে',
  'Categories with products retrieved successfully': 'পণ্যসহ ক্যাটাগরিগুলো পাওয়া গেছে',
  'Product retrieved successfully': 'পণ্যটি পাওয়া গেছে',
  'Cart link read successfully': 'কার্ট লিংকটি পড়া হয়েছে',
  'items must be ID:QTY pairs separated by commas (at most {})':
    'items-এ কমা দিয়ে আলাদা করা ID:QTY জোড়া দিতে হবে (সর্বোচ্চ {0}টি)',
  'lang must be en or bn': 'lang হতে হবে en অথবা bn',
  'Category not found': 'ক্যাটাগরিটি পাওয়া যায়নি',
  'The chosen category does not exist': 'বেছে নেওয়া ক্যাটাগরিটি নেই',
  'The chosen subcategory does not exist': 'বেছে নেওয়া সাবক্যাটাগরিটি নেই',
  'Subcategory not found': 'সাবক্যাটাগরিটি পাওয়া যায়নি',
  'The chosen sub-subcategory does not exist': 'বেছে নেওয়া সাব-সাবক্যাটাগরিটি নেই',
  'Sub-subcategory not found': 'সাব-সাবক্যাটাগরিটি পাওয়া যায়নি',
  'The categories changed while you were editing. Please refresh and try again.':
    'আপনি সম্পাদনা করার সময় ক্যাটাগরিগুলো বদলে গেছে। অনুগ্রহ করে রিফ্রেশ করে আবার চেষ্টা করুন।',
  'A category named "{}" already exists': '"{0}" নামে একটি ক্যাটাগরি আগে থেকেই আছে',
  '"{}" is still used by {}. Move or delete them first.': '"{0}" এখনো {1} ব্যবহার করছে। আগে সেগুলো সরান বা মুছুন।',
  'A subcategory named "{}" already exists in this category': 'এই ক্যাটাগরিতে "{0}" নামে একটি সাবক্যাটাগরি আগে থেকেই আছে',
  'The subcategory does not belong to the chosen category': 'সাবক্যাটাগরিটি বেছে নেওয়া ক্যাটাগরির অংশ নয়',
  'A sub-subcategory named "{}" already exists in this subcategory':
    'এই সাবক্যাটাগরিতে "{0}" নামে একটি সাব-সাবক্যাটাগরি আগে থেকেই আছে',
  'The sub-subcategory does not belong to the chosen subcategory': 'সাব-সাবক্যাটাগরিটি বেছে নেওয়া সাবক্যাটাগরির অংশ নয়',
  '{} created successfully': '{0} তৈরি হয়েছে',
  'Category created successfully': 'ক্যাটাগরি তৈরি হয়েছে',
  'Subcategory created successfully': 'সাবক্যাটাগরি তৈরি হয়েছে',
  'Sub-subcategory created successfully': 'সাব-সাবক্যাটাগরি তৈরি হয়েছে',
  'Category updated successfully': 'ক্যাটাগরি হালনাগাদ হয়েছে',
  'Subcategory updated successfully': 'সাবক্যাটাগরি হালনাগাদ হয়েছে',
  'Sub-subcategory updated successfully': 'সাব-সাবক্যাটাগরি হালনাগাদ হয়েছে',
  'Category deleted successfully': 'ক্যাটাগরি মুছে ফেলা হয়েছে',
  'Subcategory deleted successfully': 'সাবক্যাটাগরি মুছে ফেলা হয়েছে',
  'Sub-subcategory deleted successfully': 'সাব-সাবক্যাটাগরি মুছে ফেলা হয়েছে',
  '{} updated successfully': '{0} হালনাগাদ হয়েছে',
  '{} deleted successfully': '{0} মুছে ফেলা হয়েছে',
  'You can only change your own products': 'আপনি শুধু নিজের পণ্য বদলাতে পারেন',
  'Only an admin can choose the owner of a product': 'শুধু অ্যাডমিন পণ্যের মালিক বেছে নিতে পারেন',
  "keepImages may only list the product's current images": 'keepImages এ শুধু পণ্যটির বর্তমান ছবিগুলো থাকতে পারে',
  'There are more Bangla names than options': 'অপশনের চেয়ে বাংলা নাম বেশি দেওয়া হয়েছে',
  'Please add at least one product image.': 'অনুগ্রহ করে পণ্যের অন্তত একটি ছবি দিন।',
  'The owner must be a seller (owner) or an admin account': 'মালিককে বিক্রেতা (owner) বা অ্যাডমিন অ্যাকাউন্ট হতে হবে',
  'You can only list your own products': 'আপনি শুধু নিজের পণ্যের তালিকা দেখতে পারেন',
  'Product created successfully': 'পণ্য তৈরি হয়েছে',
  'Product updated successfully': 'পণ্য হালনাগাদ হয়েছে',
  'Product deleted successfully': 'পণ্য মুছে ফেলা হয়েছে',
  'No such sitemap': 'এমন কোনো সাইটম্যাপ নেই',
  'No such icon': 'এমন কোনো আইকন নেই',

  // Banners and the logo
  'Banner not found': 'ব্যানারটি পাওয়া যায়নি',
  'Logo not found': 'লোগোটি পাওয়া যায়নি',
  'Please add a banner image.': 'অনুগ্রহ করে একটি ব্যানারের ছবি দিন।',
  'Please choose a logo image.': 'অনুগ্রহ করে একটি লোগোর ছবি বেছে নিন।',
  'Banner created successfully': 'ব্যানার তৈরি হয়েছে',
  'Banner updated successfully': 'ব্যানার হালনাগাদ হয়েছে',
  'Banner deleted successfully': 'ব্যানার মুছে ফেলা হয়েছে',
  'Logo updated successfully': 'লোগো হালনাগাদ হয়েছে',
  'Logo deleted successfully': 'লোগো মুছে ফেলা হয়েছে',
  'Banners retrieved successfully': 'ব্যানারগুলো পাওয়া গেছে',
  'Logo retrieved successfully': 'লোগো পাওয়া গেছে',
  'No logo set': 'কোনো লোগো ঠিক করা নেই',

  // Promotions (issue 38)
  'Give the promotion a name': 'প্রোমোশনের একটি নাম দিন',
  "A promotion's name is at most {} characters": 'প্রোমোশনের নাম সর্বোচ্চ {0} অক্ষরের হতে পারে',
  'Promotion type must be one of {}': 'প্রোমোশনের ধরন হতে হবে এগুলোর একটি: {0}',
  'Give the start and end as a date and time': 'শুরু ও শেষের তারিখ ও সময় দিন',
  'A percent must be a whole number from 1 to {}': 'শতাংশ ১ থেকে {0} এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে',
  'An amount must be more than Tk 0': 'পরিমাণ ৳০ এর বেশি হতে হবে',
  'Give a percent or an amount, not both': 'শতাংশ অথবা পরিমাণ দিন, দুটো একসাথে নয়',
  'A percent-off promotion needs its percent': 'শতাংশ ছাড়ের প্রোমোশনে শতাংশ দিন',
  'An amount-off promotion needs its amount in taka': 'টাকা ছাড়ের প্রোমোশনে টাকার পরিমাণ দিন',
  'A prepaid discount needs a percent or an amount': 'আগাম পেমেন্টের ছাড়ে শতাংশ অথবা পরিমাণ দিন',
  'This type of promotion takes no percent or amount': 'এই ধরনের প্রোমোশনে শতাংশ বা পরিমাণ লাগে না',
  'Buy and get quantities must be whole numbers from 1 to {}': 'কেনা ও ফ্রি পাওয়ার সংখ্যা ১ থেকে {0} এর মধ্যে পূর্ণসংখ্যা হতে হবে',
  'Name the payment methods the discount rewards': 'কোন পেমেন্ট পদ্ধতিতে ছাড় মিলবে তা বেছে নিন',
  'Payment methods must be among {}': 'পেমেন্ট পদ্ধতি হতে হবে এগুলোর মধ্যে: {0}',
  'Delivery area must be inside-dhaka or outside-dhaka': 'ডেলিভারি এলাকা inside-dhaka অথবা outside-dhaka হতে হবে',
  'Only a free delivery has a delivery area': 'শুধু ফ্রি ডেলিভারির ডেলিভারি এলাকা থাকে',
  'Only percent-off, amount-off and buy-x-get-y apply to products or categories':
    'শুধু শতাংশ ছাড়, টাকা ছাড় এবং বাই-এক্স-গেট-ওয়াই নির্দিষ্ট পণ্য বা ক্যাটাগরিতে প্রযোজ্য',
  'Unknown category': 'ক্যাটাগরিটি পাওয়া যায়নি',
  'Unknown product': 'পণ্যটি পাওয়া যায়নি',
  'Promotion not found': 'প্রোমোশনটি পাওয়া যায়নি',
  'This promotion has ended and cannot be changed': 'এই প্রোমোশনটি শেষ হয়ে গেছে, এটি আর বদলানো যাবে না',
  'The budget cannot be less than what the promotion has given': 'বাজেট প্রোমোশনটি এ পর্যন্ত যা ছাড় দিয়েছে তার কম হতে পারে না',
  'Too many items': 'অনেক বেশি আইটেম',
  'withCoupons must be true or false': 'withCoupons true অথবা false হতে হবে',
  'withPromotions must be true or false': 'withPromotions true অথবা false হতে হবে',
  'Promotions retrieved successfully': 'প্রোমোশনগুলো পাওয়া গেছে',
  'Promotion created successfully': 'প্রোমোশন তৈরি হয়েছে',
  'Promotion updated successfully': 'প্রোমোশন হালনাগাদ হয়েছে',
  'Promotion ended': 'প্রোমোশন শেষ করা হয়েছে',
  'Order priced': 'অর্ডারের দাম হিসাব করা হয়েছে',
  // Coupons
  'Invalid coupon': 'কুপনটি সঠিক নয়',
  'Coupon is not active yet': 'কুপনটি এখনো চালু হয়নি',
  'Coupon expired': 'কুপনের মেয়াদ শেষ',
  'Minimum order is {}': 'সর্বনিম্ন অর্ডার {0}',
  'Coupon usage limit reached': 'কুপনটি ব্যবহারের সীমা শেষ',
  'You have already used this coupon': 'আপনি এই কুপনটি আগেই ব্যবহার করেছেন',
  'A coupon with this code already exists': 'এই কোডের একটি কুপন আগে থেকেই আছে',
  'Coupon not found': 'কুপনটি পাওয়া যায়নি',
  'Coupon applied': 'কুপন প্রয়োগ হয়েছে',
  'Coupons retrieved successfully': 'কুপনগুলো পাওয়া গেছে',
  'Coupon created successfully': 'কুপন তৈরি হয়েছে',
  'Coupon updated successfully': 'কুপন হালনাগাদ হয়েছে',
  'Coupon deactivated': 'কুপন বন্ধ করা হয়েছে',

  // Orders and payments
  'Online payment is unavailable right now. Please try again or choose cash on delivery.':
    'অনলাইন পেমেন্ট এখন চালু নেই। অনুগ্রহ করে আবার চেষ্টা করুন অথবা ক্যাশ অন ডেলিভারি বেছে নিন।',
  '{} is no longer available': '{0} আর পাওয়া যাচ্ছে না',
  'Please choose a colour for {}': 'অনুগ্রহ করে {0} এর একটি রং বেছে নিন',
  '{} does not come in {}': '{0} {1} রঙে পাওয়া যায় না',
  'Please choose a size for {}': 'অনুগ্রহ করে {0} এর একটি সাইজ বেছে নিন',
  '{} does not come in size {}': '{0} {1} সাইজে পাওয়া যায় না',
  'There is no {} in {}': '{0} এর {1} নেই',
  'Only {} items available in stock': 'স্টকে মাত্র {0}টি আছে',
  '{} is out of stock': '{0} স্টকে নেই',
  'Parcels to this phone have come back before, so the delivery fee ({}) must be paid first by mobile banking. Please choose Mobile banking (bKash, Nagad or Rocket).':
    'এই ফোনের পার্সেল আগে ফেরত এসেছে, তাই ডেলিভারি চার্জ ({0}) আগে মোবাইল ব্যাংকিংয়ে দিতে হবে। অনুগ্রহ করে মোবাইল ব্যাংকিং (বিকাশ, নগদ বা রকেট) বেছে নিন।',
  'Cash on delivery is not available for this phone. Please choose Mobile banking (bKash, Nagad or Rocket).':
    'এই ফোনে ক্যাশ অন ডেলিভারি দেওয়া যাচ্ছে না। অনুগ্রহ করে মোবাইল ব্যাংকিং (বিকাশ, নগদ বা রকেট) বেছে নিন।',
  'Please confirm this phone number with the code we send to it before ordering cash on delivery.':
    'ক্যাশ অন ডেলিভারিতে অর্ডার করার আগে এই ফোন নম্বরে পাঠানো কোড দিয়ে নম্বরটি নিশ্চিত করুন।',
  'Please enter the transaction id of the delivery fee': 'ডেলিভারি চার্জের ট্রানজেকশন আইডি লিখুন',
  'A code was sent to your phone': 'আপনার ফোনে একটি কোড পাঠানো হয়েছে',
  'Phone confirmed': 'ফোন নম্বর নিশ্চিত হয়েছে',
  'Please enter the code': 'কোডটি লিখুন',
  'Cash on delivery rules retrieved successfully': 'ক্যাশ অন ডেলিভারির নিয়ম পাওয়া গেছে',
  'Cash on delivery rules updated successfully': 'ক্যাশ অন ডেলিভারির নিয়ম হালনাগাদ হয়েছে',
  'Order and SMS limits retrieved successfully': 'অর্ডার ও এসএমএসের সীমা পাওয়া গেছে',
  'Order and SMS limits updated successfully': 'অর্ডার ও এসএমএসের সীমা হালনাগাদ হয়েছে',
  'Too many orders placed in a short time. Please try again in {}.':
    'অল্প সময়ে অনেকগুলো অর্ডার দেওয়া হয়েছে। অনুগ্রহ করে {0} পরে আবার চেষ্টা করুন।',
  'You have {} cash on delivery orders on their way. Please pay for this one online, or order again when one has arrived.':
    'আপনার {0}টি ক্যাশ অন ডেলিভারি অর্ডার পথে আছে। এটির দাম অনলাইনে পরিশোধ করুন, অথবা একটি পৌঁছানোর পর আবার অর্ডার করুন।',
  'This phone has {} cash on delivery orders on their way. Please pay for this one online, or order again when one has arrived.':
    'এই ফোনে {0}টি ক্যাশ অন ডেলিভারি অর্ডার পথে আছে। এটির দাম অনলাইনে পরিশোধ করুন, অথবা একটি পৌঁছানোর পর আবার অর্ডার করুন।',
  ...ORDER_CAP_MESSAGES,
  'The first-order amount must be a number': 'প্রথম অর্ডারের সীমা একটি সংখ্যা হতে হবে',
  'The first-order amount must be whole taka': 'প্রথম অর্ডারের সীমা পূর্ণ টাকায় হতে হবে',
  'The first-order amount cannot be negative': 'প্রথম অর্ডারের সীমা ঋণাত্মক হতে পারে না',
  'The first-order amount is too large': 'প্রথম অর্ডারের সীমা অনেক বড়',
  'Returns before the delivery fee is paid first must be a number':
    'ডেলিভারি চার্জ আগে নেওয়ার আগে কতবার ফেরত, তা একটি সংখ্যা হতে হবে',
  'Returns before the delivery fee is paid first must be a whole number':
    'ডেলিভারি চার্জ আগে নেওয়ার আগে কতবার ফেরত, তা পূর্ণ সংখ্যা হতে হবে',
  'Returns before the delivery fee is paid first must be at least 1':
    'ডেলিভারি চার্জ আগে নেওয়ার আগে কতবার ফেরত, তা অন্তত ১ হতে হবে',
  'Returns before the delivery fee is paid first are too many': 'ডেলিভারি চার্জ আগে নেওয়ার আগে ফেরতের সংখ্যা অনেক বেশি',
  'Returns before cash on delivery is refused must be a number, or never':
    'ক্যাশ অন ডেলিভারি বন্ধের আগে কতবার ফেরত, তা একটি সংখ্যা হতে হবে, অথবা কখনো না',
  'Returns before cash on delivery is refused must be a whole number':
    'ক্যাশ অন ডেলিভারি বন্ধের আগে কতবার ফেরত, তা পূর্ণ সংখ্যা হতে হবে',
  'Returns before cash on delivery is refused must be at least 1':
    'ক্যাশ অন ডেলিভারি বন্ধের আগে কতবার ফেরত, তা অন্তত ১ হতে হবে',
  'Returns before cash on delivery is refused are too many': 'ক্যাশ অন ডেলিভারি বন্ধের আগে ফেরতের সংখ্যা অনেক বেশি',
  '{} is not set up for this shop.': 'এই দোকানে {0} চালু করা নেই।',
  'Only a processing order can be booked with a courier; this one is {}.':
    'শুধু প্রক্রিয়াধীন অর্ডার কুরিয়ারে বুক করা যায়; এটির অবস্থা {0}।',
  'This order is already booked with {}.': 'এই অর্ডারটি আগেই {0}-এ বুক করা হয়েছে।',
  'The COD amount cannot be more than the order total.': 'সিওডি পরিমাণ অর্ডারের মোট দামের বেশি হতে পারে না।',
  'This order was booked meanwhile. Please refresh.': 'এর মধ্যে অর্ডারটি বুক হয়ে গেছে। অনুগ্রহ করে পাতাটি রিফ্রেশ করুন।',
  'courier must be one of {}': 'courier এর মান হতে হবে এগুলোর একটি: {0}',
  'Parcel retrieved successfully': 'পার্সেলের তথ্য পাওয়া গেছে',
  'Parcel booked': 'পার্সেল বুক করা হয়েছে',
  'Backup status retrieved successfully': 'ব্যাকআপের অবস্থা পাওয়া গেছে',
  'The backup failed: {}': 'ব্যাকআপ নেওয়া যায়নি: {0}',
  'Another backup is being taken; try again when it is done': 'আরেকটি ব্যাকআপ নেওয়া চলছে; সেটি শেষ হলে আবার চেষ্টা করুন',
  'Backup taken': 'ব্যাকআপ নেওয়া হয়েছে',
  'The sandbox courier has no parcel with this consignment id.':
    'এই কনসাইনমেন্ট আইডির কোনো পার্সেল স্যান্ডবক্স কুরিয়ারের কাছে নেই।',
  'The order is cancelled; the sandbox courier takes its parcel no further.':
    'অর্ডারটি বাতিল হয়েছে; স্যান্ডবক্স কুরিয়ার পার্সেলটি আর এগিয়ে নেবে না।',
  'This parcel is {}; the sandbox courier cannot make it {} now.':
    'পার্সেলটির অবস্থা এখন {0}; স্যান্ডবক্স কুরিয়ার এখন এটিকে {1} করতে পারে না।',
  "The shop refused the sandbox courier's webhook ({}).": 'দোকান স্যান্ডবক্স কুরিয়ারের ওয়েবহুক ফিরিয়ে দিয়েছে ({0})।',
  'The sandbox courier took the parcel a step further': 'স্যান্ডবক্স কুরিয়ার পার্সেলটি পরের ধাপে নিয়েছে',
  'Couriers retrieved successfully': 'কুরিয়ারের তালিকা পাওয়া গেছে',
  'Order #{} is not booked with a courier yet.': 'অর্ডার #{0} এখনো কোনো কুরিয়ারে বুক করা হয়নি।',
  'At most {} labels at once': 'একবারে সর্বোচ্চ {0}টি লেবেল',
  'Choose at least one order': 'অন্তত একটি অর্ডার বেছে নিন',
  '{} of {} orders booked': '{1}টি অর্ডারের মধ্যে {0}টি বুক করা হয়েছে',
  'No order matches this number and phone. Please check both.':
    'এই নম্বর ও ফোনে কোনো অর্ডার পাওয়া যায়নি। অনুগ্রহ করে দুটোই আবার দেখুন।',
  'Order found': 'অর্ডার পাওয়া গেছে',
  'Order timeline retrieved successfully': 'অর্ডারের ধাপগুলো পাওয়া গেছে',
  'COD risk retrieved successfully': 'সিওডি ঝুঁকির তথ্য পাওয়া গেছে',
  'amount must be a number of taka': 'amount টাকার একটি সংখ্যা হতে হবে',
  'Unknown bKash payment': 'বিকাশ পেমেন্টটি চেনা যায়নি',
  'Unknown Nagad payment': 'নগদ পেমেন্টটি চেনা যায়নি',
  'Unknown bKash agreement': 'বিকাশ এগ্রিমেন্টটি চেনা যায়নি',
  'Saved bKash wallet not found': 'সংরক্ষিত বিকাশ ওয়ালেটটি পাওয়া যায়নি',
  'This saved bKash wallet belongs to another account': 'এই সংরক্ষিত বিকাশ ওয়ালেটটি অন্য একটি অ্যাকাউন্টের',
  'bKash could not be reached, so your saved wallet was not removed. Please try again.':
    'বিকাশের সাথে যোগাযোগ করা যায়নি, তাই আপনার সংরক্ষিত ওয়ালেটটি সরানো হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'Saved bKash wallets retrieved successfully': 'সংরক্ষিত বিকাশ ওয়ালেটগুলো পাওয়া গেছে',
  'Saved bKash wallet removed': 'সংরক্ষিত বিকাশ ওয়ালেটটি সরানো হয়েছে',
  'A saved bKash wallet pays only with bKash': 'সংরক্ষিত বিকাশ ওয়ালেট দিয়ে শুধু বিকাশে পেমেন্ট করা যায়',
  "bkashWallet must be 'save' or the id of a saved bKash wallet":
    "bkashWallet এর মান 'save' অথবা একটি সংরক্ষিত বিকাশ ওয়ালেটের আইডি হতে হবে",
  'This Nagad payment is for another order': 'এই নগদ পেমেন্টটি অন্য একটি অর্ডারের',
  'This refund is being sent or changed meanwhile. Please refresh.':
    'এই রিফান্ডটি এই মুহূর্তে পাঠানো বা বদলানো হচ্ছে। অনুগ্রহ করে পাতাটি রিফ্রেশ করুন।',
  'The payment gateway did not refund: {}. Please try again.':
    'পেমেন্ট গেটওয়ে রিফান্ড করেনি: {0}। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'An amount is given only when completing a refund': 'পরিমাণ শুধু রিফান্ড সম্পন্ন করার সময় দেওয়া যায়',
  'A refund cannot be more than the {} taka paid': 'রিফান্ড পরিশোধিত {0} টাকার বেশি হতে পারে না',
  'Stock changed while your order was placed. Please try again.':
    'অর্ডার দেওয়ার সময় স্টক বদলে গেছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'Online payment is not available. Please choose cash on delivery or mobile banking.':
    'অনলাইন পেমেন্ট চালু নেই। অনুগ্রহ করে ক্যাশ অন ডেলিভারি অথবা মোবাইল ব্যাংকিং বেছে নিন।',
  'Prices have changed. Please review your cart.': 'দাম বদলে গেছে। অনুগ্রহ করে আপনার কার্ট দেখে নিন।',
  'An order can total at most Tk 1,00,00,000. Please split it into smaller orders.':
    'একটি অর্ডারের মোট মূল্য সর্বোচ্চ ৳১,০০,০০,০০০ হতে পারে। অনুগ্রহ করে ছোট ছোট অর্ডারে ভাগ করুন।',
  'Order not found': 'অর্ডারটি পাওয়া যায়নি',
  'You may only change your own orders.': 'আপনি শুধু নিজের অর্ডার বদলাতে পারেন।',
  'An order cannot go from {} to {}': 'অর্ডার {0} থেকে {1} অবস্থায় যেতে পারে না',
  'Only pending orders can be cancelled': 'শুধু অপেক্ষমাণ অর্ডার বাতিল করা যায়',
  'This order is paid: cancel it with a refund request instead':
    'এই অর্ডারের টাকা দেওয়া হয়েছে: বাতিল করতে রিফান্ডের অনুরোধ করুন',
  'The order changed meanwhile. Please refresh.': 'এর মধ্যে অর্ডারটি বদলে গেছে। অনুগ্রহ করে রিফ্রেশ করুন।',
  'You may only view your own orders.': 'আপনি শুধু নিজের অর্ডার দেখতে পারেন।',
  'Cash on delivery is paid to the courier, not confirmed here':
    'ক্যাশ অন ডেলিভারির টাকা কুরিয়ারকে দেওয়া হয়, এখানে নিশ্চিত করা হয় না',
  'Card payments are confirmed by the payment gateway': 'কার্ডের পেমেন্ট পেমেন্ট গেটওয়ে নিশ্চিত করে',
  'This order is cancelled': 'এই অর্ডারটি বাতিল হয়েছে',
  'This order is already paid': 'এই অর্ডারের টাকা আগেই দেওয়া হয়েছে',
  'You may only place orders for your own account.': 'আপনি শুধু নিজের অ্যাকাউন্টের জন্য অর্ডার করতে পারেন।',
  'Order received, redirecting to payment...': 'অর্ডার পাওয়া গেছে, পেমেন্টে নিয়ে যাওয়া হচ্ছে...',
  'Order placed successfully!': 'অর্ডার সফলভাবে দেওয়া হয়েছে!',
  'Order cancelled': 'অর্ডার বাতিল হয়েছে',
  'Order is now {}': 'অর্ডারের অবস্থা এখন {0}',
  'Orders retrieved successfully': 'অর্ডারগুলো পাওয়া গেছে',
  'Order retrieved successfully': 'অর্ডার পাওয়া গেছে',
  'Payment confirmed': 'পেমেন্ট নিশ্চিত হয়েছে',
  'Transfers to confirm retrieved successfully': 'যাচাই বাকি পেমেন্টগুলো পাওয়া গেছে',
  'Payment rejected; the shopper has been told': 'পেমেন্ট বাতিল করা হয়েছে; ক্রেতাকে জানানো হয়েছে',
  'Give the shopper a reason': 'ক্রেতাকে একটি কারণ জানান',
  'A reason is at most {} characters': 'কারণ সর্বোচ্চ {0} অক্ষরের হতে পারে',
  'IPN received': 'পেমেন্টের বার্তা পাওয়া গেছে',
  'You may only download invoices of your own orders.': 'আপনি শুধু নিজের অর্ডারের ইনভয়েস ডাউনলোড করতে পারেন।',

  // Refunds and reviews
  'You may only ask for refunds of your own orders.': 'আপনি শুধু নিজের অর্ডারের রিফান্ড চাইতে পারেন।',
  'A refund has already been requested for this order': 'এই অর্ডারের রিফান্ড আগেই চাওয়া হয়েছে',
  'This order has not been paid, so there is nothing to refund. Cancel the order instead.':
    'এই অর্ডারের টাকা দেওয়া হয়নি, তাই ফেরত দেওয়ার কিছু নেই। বরং অর্ডারটি বাতিল করুন।',
  'Refund request not found': 'রিফান্ডের অনুরোধটি পাওয়া যায়নি',
  'This refund has been paid out; its status can no longer change':
    'এই রিফান্ডের টাকা দেওয়া হয়ে গেছে; এর অবস্থা আর বদলানো যাবে না',
  'The refund changed meanwhile. Please refresh.': 'এর মধ্যে রিফান্ডটি বদলে গেছে। অনুগ্রহ করে রিফ্রেশ করুন।',
  'Refund request submitted!': 'রিফান্ডের অনুরোধ জমা হয়েছে!',
  'Refund requests retrieved successfully': 'রিফান্ডের অনুরোধগুলো পাওয়া গেছে',
  'Refund is now {}': 'রিফান্ডের অবস্থা এখন {0}',
  'You can review a product after it has been delivered to you.': 'পণ্যটি আপনার কাছে পৌঁছানোর পরে রিভিউ দিতে পারবেন।',
  'Review submitted successfully': 'রিভিউ জমা হয়েছে',
  'Review updated successfully': 'রিভিউ হালনাগাদ হয়েছে',

  // The shop's settings, users, the dashboard, the wishlist
  'Dashboard retrieved successfully': 'ড্যাশবোর্ড পাওয়া গেছে',
  'Deliveries report retrieved successfully': 'ডেলিভারির রিপোর্ট পাওয়া গেছে',
  'Audit log retrieved successfully': 'কাজের খতিয়ান পাওয়া গেছে',
  'Shipping fee retrieved successfully': 'ডেলিভারি চার্জ পাওয়া গেছে',
  'Settings retrieved successfully': 'সেটিংস পাওয়া গেছে',
  'Shipping fee updated successfully': 'ডেলিভারি চার্জ হালনাগাদ হয়েছে',
  'Settings updated successfully': 'সেটিংস হালনাগাদ হয়েছে',
  'You cannot change your own role': 'আপনি নিজের ভূমিকা বদলাতে পারবেন না',
  'The shop needs at least one admin': 'দোকানে অন্তত একজন অ্যাডমিন থাকতে হবে',
  'You cannot delete your own account': 'আপনি নিজের অ্যাকাউন্ট মুছতে পারবেন না',
  'This customer has orders on their way. Deliver or cancel them first.':
    'এই গ্রাহকের কিছু অর্ডার পথে আছে। আগে সেগুলো পৌঁছে দিন বা বাতিল করুন।',
  'Users retrieved successfully': 'ব্যবহারকারীদের তালিকা পাওয়া গেছে',
  'Role updated successfully': 'ভূমিকা হালনাগাদ হয়েছে',
  'User deleted successfully': 'ব্যবহারকারী মুছে ফেলা হয়েছে',
  'Added to wishlist': 'পছন্দের তালিকায় যোগ হয়েছে',
  'Wishlist retrieved successfully': 'পছন্দের তালিকা পাওয়া গেছে',
  'Removed from wishlist': 'পছন্দের তালিকা থেকে সরানো হয়েছে',
  'The product was not in the wishlist': 'পণ্যটি পছন্দের তালিকায় ছিল না',
  'Latest messages': 'সাম্প্রতিক বার্তা',

  // The server's own troubles
  'A number in the request is too large': 'অনুরোধের একটি সংখ্যা খুব বড়',
  'The shop is briefly unavailable. Please try again in a moment.':
    'দোকানটি কিছুক্ষণের জন্য বন্ধ আছে। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।',
  'Internal server error': 'সার্ভারে একটি সমস্যা হয়েছে',
  'No route for {} {}': '{0} {1} এর কোনো পথ নেই',
  'Part of the address is too long': 'ঠিকানার একটি অংশ খুব লম্বা',
  'Invalid address': 'ঠিকানাটি সঠিক নয়',
  "Pathao's cities and zones match none of this address's names. Book the order on its own and choose them.":
    'পাঠাওয়ের কোনো শহর বা জোন এই ঠিকানার নামের সাথে মেলেনি। অর্ডারটি আলাদাভাবে বুক করুন এবং শহর ও জোন বেছে নিন।',
  "Pathao refused the shop's API credentials; check PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME and PATHAO_PASSWORD. Nothing was booked.":
    'পাঠাও দোকানের API তথ্য গ্রহণ করেনি; PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME ও PATHAO_PASSWORD যাচাই করুন। কিছুই বুক করা হয়নি।',
  'Pathao cities retrieved successfully': 'পাঠাওয়ের শহরগুলো পাওয়া গেছে',
  'Pathao zones retrieved successfully': 'পাঠাওয়ের জোনগুলো পাওয়া গেছে',
  'Pathao areas retrieved successfully': 'পাঠাওয়ের এলাকাগুলো পাওয়া গেছে',
  'Choose a Pathao city': 'পাঠাওয়ের শহর বেছে নিন',
  'Choose a Pathao zone': 'পাঠাওয়ের জোন বেছে নিন',
};

/** Messages that are not a person's to read: answers of health checks, read by load balancers. */
export const MACHINE_MESSAGES = new Set([
  'OK',
  'Alive',
  'Ready',
  // Answers to Steadfast's webhook calls: read by its servers, not by people.
  'Invalid payload: not a Steadfast notification.',
  'Invalid payload: not a sandbox courier notification.',
  'Webhook received successfully.',
  'Unauthorized.',
  // Nagad's words in the callback address the sandbox's Nagad page sends the browser to, as Nagad does.
  'Successful Transaction',
  'Success',
  'Aborted',
  // Pathao's webhook calls, likewise.
  'Invalid payload: not a Pathao event.',
  // Answers to RedX's status callbacks: read by its servers.
  'Invalid payload: not a RedX status update.',
]);

/** Words a template inserts that have Bangla of their own: '3 products and 1 subcategory'. */
const INSERTED_WORDS: Record<string, string> = {
  products: 'টি পণ্য',
  product: 'টি পণ্য',
  subcategories: 'টি সাবক্যাটাগরি',
  subcategory: 'টি সাবক্যাটাগরি',
  'sub-subcategories': 'টি সাব-সাবক্যাটাগরি',
  'sub-subcategory': 'টি সাব-সাবক্যাটাগরি',
  and: 'এবং',
};
const countedWords = /^\d+ [a-z-]+( and \d+ [a-z-]+)*$/;

/** Only a count of things ('3 products and 1 subcategory') is put in Bangla; a name stays as written. */
function banglaInserted(value: string): string {
  if (!countedWords.test(value)) return value;
  return value
    .split(' and ')
    .map((part) => {
      const [count, word = ''] = part.split(' ');
      return INSERTED_WORDS[word] ? `${count}${INSERTED_WORDS[word]}` : part;
    })
    .join(` ${INSERTED_WORDS.and} `);
}

interface Template {
  pattern: RegExp;
  bangla: string;
}

const exact = new Map<string, string>();
const templates: Template[] = [];
for (const [english, bangla] of Object.entries(BANGLA_MESSAGES)) {
  if (!english.includes('{}')) {
    exact.set(english, bangla);
    continue;
  }
  const parts = english.split('{}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  templates.push({ pattern: new RegExp(`^${parts.join('(.+?)')}$`, 's'), bangla });
}
// The most specific first: '{} must be at most {} characters' before '{} must be at most {}'.
templates.sort((a, b) => literalLength(b.pattern) - literalLength(a.pattern));

function literalLength(pattern: RegExp): number {
  return pattern.source.replaceAll('(.+?)', '').length;
}

/** The Bangla of an English message, or undefined when it has none. */
export function banglaOf(message: string): string | undefined {
  const found = exact.get(message);
  if (found !== undefined) return found;
  for (const { pattern, bangla } of templates) {
    const match = pattern.exec(message);
    if (match) return bangla.replace(/\{(\d)\}/g, (_, index: string) => banglaInserted(match[Number(index) + 1] ?? ''));
  }
  return undefined;
}
