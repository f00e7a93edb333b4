/**
 * What the demo shop sells: its category tree and, for each sub-subcategory, a product line
 * (names, local brands, price band, colours, sizes, texts). The demo seed and the benchmark
 * generator both build products from these lines.
 */
import type { Faq } from '@dokan/domain';

export interface ProductLine {
  /** Item drawn for its pictures (art/items.ts). */
  kind: string;
  brands: string[];
  names: string[];
  /** Price band in whole taka. */
  price: [number, number];
  /** The bands of the names that sell at other prices than the line's (a junior bat is no English willow one). */
  prices?: Record<string, [number, number]>;
  /** The discounts the line is sold at when it has one; the shop's usual ones unless given. */
  discounts?: number[];
  /** Colour names of spec section 3; empty for things bought by weight or title. */
  colours: string[];
  /** Colours the pictures are painted in when the product has no colour choice. */
  paint?: string[];
  sizes: string[];
  quantity: string;
  tags: string[];
  description: string;
  details: string[];
  faqs: Faq[];
  /** The same questions as a Bangladeshi shop answers them in Bangla (docs/decisions/055). */
  faqsBn: Faq[];
}

export interface SubCategoryPlan {
  name: string;
  /** Item drawn for its icon; none leaves the icon empty so the page shows its first letter. */
  icon?: string;
  leaves: { name: string; line: ProductLine }[];
}

export interface CategoryPlan {
  name: string;
  /** Backdrop colour of its pictures. */
  tint: string;
  icon: string;
  subcategories: SubCategoryPlan[];
}

const FASHION_FAQS: Faq[] = [
  {
    question: 'Can I exchange the size?',
    answer: 'Yes, within 7 days of delivery if the item is unused and the tags are on.',
  },
  {
    question: 'Will the colour fade after washing?',
    answer: 'Colours are fixed; wash in cold water with mild detergent and dry in shade.',
  },
];
const GADGET_FAQS: Faq[] = [
  {
    question: 'Is there a warranty?',
    answer: 'Yes, the brand warranty applies; keep the invoice that comes with your order.',
  },
  {
    question: 'Is this the original product?',
    answer: 'Yes, we source directly from the authorised distributor in Bangladesh.',
  },
];
/** Groceries go for a few per cent off at most; half-price rice would look like a fake shop. */
const GROCERY_DISCOUNTS = [3, 5, 5, 8, 10];
const GROCERY_FAQS: Faq[] = [
  { question: 'How fresh is the stock?', answer: 'We restock every week; the packing date is printed on every pack.' },
  { question: 'Do you deliver outside Dhaka?', answer: 'Yes, to all 64 districts by courier within 2 to 5 days.' },
];
const GENERAL_FAQS: Faq[] = [
  { question: 'How long does delivery take?', answer: 'Inside Dhaka 1 to 2 days, outside Dhaka 2 to 5 days.' },
  { question: 'Can I pay cash on delivery?', answer: 'Yes, cash on delivery is available all over Bangladesh.' },
];

const FASHION_FAQS_BN: Faq[] = [
  {
    question: 'সাইজ কি বদলানো যাবে?',
    answer: 'জি, ডেলিভারির ৭ দিনের মধ্যে বদলানো যাবে, যদি পণ্যটি ব্যবহার না করা হয় আর ট্যাগ লাগানো থাকে।',
  },
  {
    question: 'ধোয়ার পর কি রং উঠে যাবে?',
    answer: 'না, রং পাকা। ঠান্ডা পানিতে হালকা ডিটারজেন্টে ধুয়ে ছায়ায় শুকাবেন।',
  },
];
const GADGET_FAQS_BN: Faq[] = [
  {
    question: 'ওয়ারেন্টি আছে কি?',
    answer: 'জি, ব্র্যান্ডের ওয়ারেন্টি আছে; অর্ডারের সঙ্গে পাওয়া ইনভয়েসটি রেখে দেবেন।',
  },
  {
    question: 'পণ্যটি কি অরিজিনাল?',
    answer: 'জি, আমরা বাংলাদেশের অনুমোদিত পরিবেশকের কাছ থেকে সরাসরি আনি।',
  },
];
const GROCERY_FAQS_BN: Faq[] = [
  {
    question: 'মাল কতটা টাটকা?',
    answer: 'প্রতি সপ্তাহে নতুন মাল আসে; প্রতিটি প্যাকেটে প্যাকিংয়ের তারিখ ছাপা থাকে।',
  },
  {
    question: 'ঢাকার বাইরে ডেলিভারি দেন?',
    answer: 'জি, ৬৪ জেলাতেই কুরিয়ারে ২ থেকে ৫ দিনের মধ্যে পৌঁছে দিই।',
  },
];
const GENERAL_FAQS_BN: Faq[] = [
  { question: 'ডেলিভারি পেতে কত দিন লাগে?', answer: 'ঢাকার ভেতরে ১ থেকে ২ দিন, ঢাকার বাইরে ২ থেকে ৫ দিন।' },
  { question: 'ক্যাশ অন ডেলিভারি আছে?', answer: 'জি, সারা বাংলাদেশে পণ্য হাতে পেয়ে টাকা দেওয়া যায়।' },
];

/** Each set of questions beside its Bangla. */
const FAQS_IN_BANGLA = new Map<Faq[], Faq[]>([
  [FASHION_FAQS, FASHION_FAQS_BN],
  [GADGET_FAQS, GADGET_FAQS_BN],
  [GROCERY_FAQS, GROCERY_FAQS_BN],
  [GENERAL_FAQS, GENERAL_FAQS_BN],
]);

const CLOTHING_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const PANJABI_SIZES = ['38', '40', '42', '44', '46'];

function line(
  fields: Omit<ProductLine, 'colours' | 'sizes' | 'faqs' | 'faqsBn'> &
    Partial<Pick<ProductLine, 'colours' | 'sizes' | 'faqs'>>,
): ProductLine {
  const faqs = fields.faqs ?? GENERAL_FAQS;
  const faqsBn = FAQS_IN_BANGLA.get(faqs);
  if (!faqsBn) throw new Error(`No Bangla for the questions of ${fields.description}`);
  return { colours: [], sizes: [], ...fields, faqs, faqsBn };
}

export const CATALOGUE: CategoryPlan[] = [
  {
    name: "Men's Fashion",
    tint: '#3b82f6',
    icon: 'panjabi',
    subcategories: [
      {
        name: 'Panjabi',
        icon: 'panjabi',
        leaves: [
          {
            name: 'Cotton Panjabi',
            line: line({
              kind: 'panjabi',
              brands: ['Richman', 'Sailor', 'Ecstasy', 'Yellow'],
              names: [
                'Cotton Panjabi - Eid Collection',
                'Embroidered Cotton Panjabi',
                'Slim Fit Panjabi',
                'Classic White Panjabi',
              ],
              price: [1450, 3500],
              colours: ['white', 'navy', 'maroon', 'cream', 'black', 'olive'],
              sizes: PANJABI_SIZES,
              quantity: '1 piece',
              tags: ['panjabi', 'punjabi', 'eid', 'cotton', 'men'],
              description:
                'Breathable cotton panjabi cut for Bangladeshi summers, with fine embroidery on the placket. Made for Eid, weddings and Friday prayers.',
              details: [
                '100% combed cotton',
                'Hand-finished embroidery on the placket',
                'Regular fit, knee length',
                'Side pockets',
              ],
              faqs: FASHION_FAQS,
            }),
          },
          {
            name: 'Silk & Katan Panjabi',
            line: line({
              kind: 'panjabi',
              brands: ['Aarong Style', 'Ecstasy', 'Cats Eye'],
              names: ['Dhupian Silk Panjabi', 'Katan Wedding Panjabi', 'Jacquard Festive Panjabi', 'Endi Silk Panjabi'],
              price: [3200, 7800],
              colours: ['gold', 'maroon', 'cream', 'navy', 'purple'],
              sizes: PANJABI_SIZES,
              quantity: '1 piece',
              tags: ['panjabi', 'punjabi', 'silk', 'wedding', 'festive'],
              description: 'A festive panjabi woven with a soft sheen, for weddings, holud and Eid evenings.',
              details: [
                'Silk blend fabric',
                'Contrast cuff and collar work',
                'Dry clean recommended',
                'Comes in a gift box',
              ],
              faqs: FASHION_FAQS,
            }),
          },
        ],
      },
      {
        name: 'T-Shirts',
        icon: 'tshirt',
        leaves: [
          {
            name: 'Round Neck T-Shirts',
            line: line({
              kind: 'tshirt',
              brands: ['Twelve', 'Easy', 'Dorjibari', 'Fabrilife'],
              names: [
                'Basic Cotton T-Shirt',
                'Premium Round Neck T-Shirt',
                'Drop Shoulder T-Shirt',
                'Graphic Print T-Shirt',
              ],
              price: [350, 890],
              colours: ['black', 'white', 'navy', 'gray', 'maroon', 'olive', 'green'],
              sizes: CLOTHING_SIZES,
              quantity: '1 piece',
              tags: ['t-shirt', 'tshirt', 'tee', 'cotton', 'men', 'casual'],
              description: 'Soft single-jersey cotton tee that keeps its shape wash after wash.',
              details: [
                '180 GSM single jersey cotton',
                'Ribbed neck that does not stretch out',
                'Pre-shrunk fabric',
                'Made in Bangladesh',
              ],
              faqs: FASHION_FAQS,
            }),
          },
          {
            name: 'Polo Shirts',
            line: line({
              kind: 'polo',
              brands: ['Richman', 'Easy', 'Twelve'],
              names: ['Pique Polo Shirt', 'Classic Polo T-Shirt', 'Striped Collar Polo'],
              price: [650, 1450],
              colours: ['navy', 'white', 'maroon', 'green', 'black', 'blue'],
              sizes: CLOTHING_SIZES,
              quantity: '1 piece',
              tags: ['polo', 't-shirt', 'tshirt', 'men'],
              description: 'A smart pique polo for office Fridays and weekend outings.',
              details: ['Cotton pique knit', 'Two-button placket', 'Ribbed collar and cuffs', 'Side vents'],
              faqs: FASHION_FAQS,
            }),
          },
        ],
      },
      {
        name: 'Shirts',
        icon: 'shirt',
        leaves: [
          {
            name: 'Formal Shirts',
            line: line({
              kind: 'shirt',
              brands: ['Sailor', 'Richman', 'Ecstasy', 'Infinity'],
              names: ['Slim Fit Formal Shirt', 'Oxford Cotton Shirt', 'Non-Iron Office Shirt', 'Check Formal Shirt'],
              price: [950, 2400],
              colours: ['white', 'blue', 'pink', 'gray', 'navy'],
              sizes: ['38', '39', '40', '41', '42', '44'],
              quantity: '1 piece',
              tags: ['shirt', 'formal', 'office', 'men'],
              description: 'A crisp office shirt with a structured collar that stays neat all day.',
              details: [
                'Cotton rich fabric',
                'Fused collar',
                'Single chest pocket',
                'Long sleeves with adjustable cuffs',
              ],
              faqs: FASHION_FAQS,
            }),
          },
          {
            name: 'Casual Shirts',
            line: line({
              kind: 'shirt',
              brands: ['Yellow', 'Easy', 'Dorjibari'],
              names: ['Linen Casual Shirt', 'Denim Shirt', 'Printed Casual Shirt', 'Mandarin Collar Shirt'],
              price: [890, 1990],
              colours: ['khaki', 'olive', 'blue', 'beige', 'maroon'],
              sizes: CLOTHING_SIZES,
              quantity: '1 piece',
              tags: ['shirt', 'casual', 'men', 'linen'],
              description: 'An easy-going shirt for hangouts, travel and university.',
              details: ['Soft washed fabric', 'Curved hem to wear untucked', 'Button-down collar'],
              faqs: FASHION_FAQS,
            }),
          },
        ],
      },
      {
        name: 'Lungi',
        leaves: [
          {
            name: 'Cotton Lungi',
            line: line({
              kind: 'lungi',
              brands: ['Standard', 'Amanat Shah', 'Pakiza', 'Rasel'],
              names: ['Check Cotton Lungi', 'Premium Soft Lungi', 'Sylhet Handloom Lungi', 'Classic Stripe Lungi'],
              price: [380, 1150],
              colours: ['blue', 'green', 'maroon', 'navy', 'purple', 'black'],
              quantity: '1 piece (2.25 yards)',
              tags: ['lungi', 'lungee', 'cotton', 'men', 'home wear'],
              description: 'Soft, stitched cotton lungi in traditional checks, comfortable at home and on hot nights.',
              details: ['Pure cotton yarn-dyed checks', 'Already stitched', 'Colour-fast dyes'],
              faqs: FASHION_FAQS,
            }),
          },
          {
            name: 'Batik Lungi',
            line: line({
              kind: 'lungi',
              brands: ['Pakiza', 'Rasel', 'Tangail Tant'],
              names: ['Batik Print Lungi', 'Hand Batik Lungi', 'Block Print Lungi'],
              price: [450, 990],
              colours: ['brown', 'orange', 'olive', 'maroon'],
              quantity: '1 piece (2.25 yards)',
              tags: ['lungi', 'batik', 'men'],
              description: 'Hand batik lungi with earthy patterns, each piece slightly different.',
              details: ['Hand-waxed batik print', 'Soft cotton', 'Already stitched'],
              faqs: FASHION_FAQS,
            }),
          },
        ],
      },
    ],
  },
  {
    name: "Women's Fashion",
    tint: '#ec4899',
    icon: 'saree',
    subcategories: [
      {
        name: 'Saree',
        icon: 'saree',
        leaves: [
          {
            name: 'Jamdani Saree',
            line: line({
              kind: 'saree',
              brands: ['Rupganj', 'Tangail Tant Ghar', 'Aarong Style'],
              names: [
                'Dhakai Jamdani Saree',
                'Half Silk Jamdani Saree',
                'Soft Jamdani Saree',
                'Jamdani Saree - Puja Collection',
              ],
              price: [3500, 14500],
              prices: {
                'Dhakai Jamdani Saree': [6500, 14500],
                'Half Silk Jamdani Saree': [3500, 7500],
                'Soft Jamdani Saree': [3500, 6500],
                'Jamdani Saree - Puja Collection': [4500, 9500],
              },
              colours: ['red', 'maroon', 'green', 'cream', 'purple', 'navy'],
              quantity: '1 piece (6 yards with blouse piece)',
              tags: ['saree', 'sari', 'sharee', 'jamdani', 'dhakai', 'women'],
              description:
                'Handwoven Dhakai Jamdani with motifs woven into the fabric on the loom, a heritage weave of Bangladesh.',
              details: ['Handwoven in Rupganj', 'Motifs woven, not printed', 'Blouse piece included', '6 yards long'],
              faqs: FASHION_FAQS,
            }),
          },
          {
            name: 'Tant & Cotton Saree',
            line: line({
              kind: 'saree',
              brands: ['Tangail Tant Ghar', 'Pabna Weavers', 'Rang Bangladesh'],
              names: ['Tangail Tant Saree', 'Pure Cotton Saree', 'Block Print Cotton Saree', 'Pohela Boishakh Saree'],
              price: [1200, 3900],
              colours: ['white', 'red', 'yellow', 'orange', 'green', 'pink'],
              quantity: '1 piece (6 yards)',
              tags: ['saree', 'sari', 'tant', 'cotton', 'boishakh', 'women'],
              description: 'Light cotton saree for daily wear and Pohela Boishakh, crisp after starching.',
              details: ['Tangail handloom cotton', 'Contrast border and pallu', 'Starch for a crisp drape'],
              faqs: FASHION_FAQS,
            }),
          },
          {
            name: 'Katan & Silk Saree',
            line: line({
              kind: 'saree',
              brands: ['Mirpur Benarasi Palli', 'Rajshahi Silk House'],
              names: ['Mirpur Katan Saree', 'Rajshahi Silk Saree', 'Benarasi Wedding Saree'],
              price: [6500, 24000],
              prices: {
                'Mirpur Katan Saree': [6500, 16000],
                'Rajshahi Silk Saree': [6500, 12000],
                'Benarasi Wedding Saree': [9500, 24000],
              },
              colours: ['red', 'maroon', 'gold', 'purple', 'pink'],
              quantity: '1 piece (6 yards with blouse piece)',
              tags: ['saree', 'sari', 'katan', 'silk', 'benarasi', 'wedding', 'bridal'],
              description: 'A rich katan saree with zari work, woven for weddings and receptions.',
              details: ['Silk katan with zari', 'Heavy pallu', 'Blouse piece included', 'Dry clean only'],
              faqs: FASHION_FAQS,
            }),
          },
        ],
      },
      {
        name: 'Salwar Kameez',
        icon: 'kameez',
        leaves: [
          {
            name: 'Three-Piece',
            line: line({
              kind: 'kameez',
              brands: ['Anjans', 'Kay Kraft', 'Deshal', 'Rang Bangladesh'],
              names: [
                'Cotton Three-Piece',
                'Embroidered Three-Piece',
                'Lawn Three-Piece',
                'Georgette Party Three-Piece',
              ],
              price: [1650, 5200],
              colours: ['pink', 'green', 'yellow', 'blue', 'purple', 'orange'],
              sizes: ['S', 'M', 'L', 'XL'],
              quantity: '1 set (kameez, salwar, orna)',
              tags: ['three piece', '3 piece', 'salwar kameez', 'shalwar', 'women'],
              description: 'Stitched three-piece with kameez, salwar and a matching orna, printed in Bangladesh.',
              details: ['Stitched set of three', 'Soft cotton kameez', 'Chiffon orna', 'Side slits'],
              faqs: FASHION_FAQS,
            }),
          },
          {
            name: 'Unstitched Three-Piece',
            line: line({
              kind: 'kameez',
              brands: ['Deshal', 'Kay Kraft'],
              names: ['Unstitched Lawn Set', 'Unstitched Embroidered Set', 'Unstitched Cotton Set'],
              price: [1200, 3600],
              colours: ['cream', 'pink', 'blue', 'green', 'maroon'],
              quantity: '1 set, 4.5 yards',
              tags: ['three piece', 'unstitched', 'salwar kameez', 'women'],
              description: 'Fabric for a full three-piece, ready for your tailor before Eid.',
              details: ['Kameez 2.5 yards', 'Salwar 2 yards', 'Orna 2.5 yards'],
              faqs: FASHION_FAQS,
            }),
          },
        ],
      },
      {
        name: 'Kurti',
        icon: 'kurti',
        leaves: [
          {
            name: 'Printed Kurti',
            line: line({
              kind: 'kurti',
              brands: ['Twelve', 'Infinity', 'Sailor'],
              names: ['Printed Cotton Kurti', 'A-Line Kurti', 'Short Tunic Kurti', 'Floral Kurti'],
              price: [690, 1650],
              colours: ['pink', 'yellow', 'blue', 'white', 'orange'],
              sizes: ['S', 'M', 'L', 'XL'],
              quantity: '1 piece',
              tags: ['kurti', 'kurta', 'tops', 'women'],
              description: 'A printed kurti that pairs with jeans or palazzos for class and office.',
              details: ['Cotton voile', 'Three-quarter sleeves', 'Side slits'],
              faqs: FASHION_FAQS,
            }),
          },
          {
            name: 'Embroidered Kurti',
            line: line({
              kind: 'kurti',
              brands: ['Anjans', 'Deshal'],
              names: ['Nakshi Embroidered Kurti', 'Mirror Work Kurti', 'Chikan Kurti'],
              price: [1100, 2600],
              colours: ['cream', 'maroon', 'navy', 'green'],
              sizes: ['S', 'M', 'L', 'XL'],
              quantity: '1 piece',
              tags: ['kurti', 'kurta', 'embroidered', 'women'],
              description: 'Hand embroidery on a soft kurti, inspired by nakshi kantha stitches.',
              details: ['Hand embroidery', 'Cotton fabric', 'Keyhole neck'],
              faqs: FASHION_FAQS,
            }),
          },
        ],
      },
      {
        name: 'Hijab',
        icon: 'hijab',
        leaves: [
          {
            name: 'Jersey Hijab',
            line: line({
              kind: 'hijab',
              brands: ['Modest BD', 'Hijab House'],
              names: ['Premium Jersey Hijab', 'Instant Jersey Hijab', 'Soft Cotton Hijab'],
              price: [250, 650],
              colours: ['black', 'beige', 'navy', 'gray', 'maroon', 'olive'],
              quantity: '1 piece',
              tags: ['hijab', 'scarf', 'jersey', 'women'],
              description: 'A stretchy jersey hijab that stays in place all day without pins.',
              details: ['Stretch jersey', 'No pins needed', 'Breathable'],
            }),
          },
          {
            name: 'Chiffon Hijab',
            line: line({
              kind: 'hijab',
              brands: ['Modest BD', 'Hijab House'],
              names: ['Georgette Chiffon Hijab', 'Crinkle Chiffon Hijab', 'Pearl Chiffon Hijab'],
              price: [290, 750],
              colours: ['pink', 'cream', 'purple', 'blue', 'black'],
              quantity: '1 piece',
              tags: ['hijab', 'scarf', 'chiffon', 'women'],
              description: 'Light chiffon hijab with a graceful drape for parties and weddings.',
              details: ['Chiffon georgette', 'Hemmed edges', 'Size 180 x 70 cm'],
            }),
          },
        ],
      },
    ],
  },
  {
    name: 'Electronics',
    tint: '#6366f1',
    icon: 'phone',
    subcategories: [
      {
        name: 'Mobile Phones',
        icon: 'phone',
        leaves: [
          {
            name: 'Smartphones',
            line: line({
              kind: 'phone',
              brands: ['Walton', 'Symphony', 'Xiaomi', 'Samsung', 'Realme'],
              names: [
                '4G Smartphone (4/64 GB)',
                '5G Smartphone (8/128 GB)',
                'Smartphone (6/128 GB)',
                'Big Battery Smartphone (4/64 GB)',
              ],
              price: [8990, 32990],
              prices: {
                '4G Smartphone (4/64 GB)': [9990, 14990],
                '5G Smartphone (8/128 GB)': [21990, 32990],
                'Smartphone (6/128 GB)': [15990, 22990],
                'Big Battery Smartphone (4/64 GB)': [10990, 15990],
              },
              colours: ['black', 'blue', 'green', 'silver', 'purple'],
              quantity: '1 unit',
              tags: ['mobile', 'smartphone', 'phone', 'android', '4g', '5g'],
              description: 'A dual-SIM Android phone with a big battery and official warranty in Bangladesh.',
              details: ['6.6 inch display', '5000 mAh battery', 'Dual SIM, 4G VoLTE', '1 year official warranty'],
              faqs: GADGET_FAQS,
            }),
          },
          {
            name: 'Feature Phones',
            line: line({
              kind: 'featurePhone',
              brands: ['Symphony', 'Walton', 'Nokia', 'itel'],
              names: ['Dual SIM Button Phone', 'Slim Feature Phone', 'Big Battery Phone', 'Torch Light Phone'],
              price: [990, 2490],
              prices: {
                'Dual SIM Button Phone': [990, 1490],
                'Slim Feature Phone': [1290, 1990],
                'Big Battery Phone': [1490, 2490],
                'Torch Light Phone': [990, 1390],
              },
              colours: ['black', 'red', 'blue', 'gray'],
              quantity: '1 unit',
              tags: ['mobile', 'button phone', 'feature phone', 'phone'],
              description: 'A tough button phone with a battery that lasts for days and a bright torch.',
              details: ['1.8 inch display', 'Dual SIM', 'FM radio', 'Torch light'],
              faqs: GADGET_FAQS,
            }),
          },
        ],
      },
      {
        name: 'Headphones',
        icon: 'headphones',
        leaves: [
          {
            name: 'Wireless Earbuds',
            line: line({
              kind: 'earbuds',
              brands: ['QCY', 'Haylou', 'Walton', 'Baseus'],
              names: ['TWS Earbuds', 'Wireless Earbuds', 'Noise Cancelling Earbuds', 'Gaming Earbuds'],
              price: [1290, 4990],
              prices: {
                'TWS Earbuds': [1290, 2290],
                'Wireless Earbuds': [1490, 2990],
                'Noise Cancelling Earbuds': [2990, 4990],
                'Gaming Earbuds': [1790, 3290],
              },
              colours: ['white', 'black', 'blue'],
              quantity: '1 set',
              tags: ['earbuds', 'tws', 'bluetooth', 'earphone', 'wireless'],
              description: 'True wireless earbuds with clear calls and up to 30 hours with the case.',
              details: ['Bluetooth 5.3', 'Up to 30 hours with case', 'Touch controls', 'Type-C charging'],
              faqs: GADGET_FAQS,
            }),
          },
          {
            name: 'Over-Ear Headphones',
            line: line({
              kind: 'headphones',
              brands: ['Havit', 'Fantech', 'Baseus', 'Edifier'],
              names: ['Wireless Over-Ear Headphone', 'Gaming Headset', 'Foldable Bluetooth Headphone'],
              price: [1590, 8990],
              prices: {
                'Wireless Over-Ear Headphone': [1990, 4990],
                'Gaming Headset': [1590, 3490],
                'Foldable Bluetooth Headphone': [1590, 2990],
              },
              colours: ['black', 'red', 'white', 'blue'],
              quantity: '1 unit',
              tags: ['headphone', 'headset', 'gaming', 'bluetooth'],
              description: 'Comfortable cushioned headphones for music, classes and games.',
              details: ['40 mm drivers', 'Soft memory-foam cushions', 'Built-in microphone'],
              faqs: GADGET_FAQS,
            }),
          },
        ],
      },
      {
        name: 'Power Banks',
        icon: 'powerBank',
        leaves: [
          {
            name: '10000 mAh',
            line: line({
              kind: 'powerBank',
              brands: ['Xiaomi', 'Baseus', 'Walton', 'Anker'],
              names: ['10000 mAh Slim Power Bank', '10000 mAh Fast Charging Power Bank', 'Magnetic Power Bank'],
              price: [1190, 3290],
              colours: ['black', 'white', 'blue'],
              quantity: '1 unit',
              tags: ['power bank', 'powerbank', 'charger', '10000mah'],
              description: 'A pocket power bank for load-shedding days and long bus rides.',
              details: ['10000 mAh', '22.5 W fast charging', 'Type-C in and out'],
              faqs: GADGET_FAQS,
            }),
          },
          {
            name: '20000 mAh',
            line: line({
              kind: 'powerBank',
              brands: ['Xiaomi', 'Baseus', 'Anker'],
              names: ['20000 mAh Power Bank', '20000 mAh Laptop Power Bank', 'Digital Display Power Bank'],
              price: [2190, 5490],
              prices: {
                '20000 mAh Power Bank': [2190, 3290],
                '20000 mAh Laptop Power Bank': [3990, 5490],
                'Digital Display Power Bank': [2490, 3490],
              },
              colours: ['black', 'gray', 'white'],
              quantity: '1 unit',
              tags: ['power bank', 'powerbank', '20000mah', 'laptop'],
              description: 'Charges a phone four times over; the laptop models charge over USB-C.',
              details: ['20000 mAh', 'Up to 65 W output', 'Three ports'],
              faqs: GADGET_FAQS,
            }),
          },
        ],
      },
      {
        name: 'Smart Watches',
        icon: 'smartWatch',
        leaves: [
          {
            name: 'Smart Watches',
            line: line({
              kind: 'smartWatch',
              brands: ['Amazfit', 'Xiaomi', 'Kieslect', 'Colmi'],
              names: [
                'Bluetooth Calling Smart Watch',
                'AMOLED Smart Watch',
                'Sports Smart Watch',
                'Rugged Smart Watch',
              ],
              price: [2490, 12990],
              prices: {
                'Bluetooth Calling Smart Watch': [2490, 4990],
                'AMOLED Smart Watch': [3990, 9990],
                'Sports Smart Watch': [2990, 7990],
                'Rugged Smart Watch': [3490, 8990],
              },
              colours: ['black', 'orange', 'blue', 'pink', 'silver'],
              quantity: '1 unit',
              tags: ['smart watch', 'smartwatch', 'watch', 'fitness'],
              description: 'Calls, notifications, heart rate and sleep tracking on your wrist.',
              details: ['1.9 inch display', 'Bluetooth calling', 'Heart rate and SpO2', '7 day battery'],
              faqs: GADGET_FAQS,
            }),
          },
          {
            name: 'Fitness Bands',
            line: line({
              kind: 'fitnessBand',
              brands: ['Xiaomi', 'Huawei', 'Honor'],
              names: ['Smart Band', 'Fitness Band Pro', 'Activity Tracker Band'],
              price: [1890, 4490],
              colours: ['black', 'pink', 'green', 'blue'],
              quantity: '1 unit',
              tags: ['band', 'fitness band', 'tracker', 'smart band'],
              description: 'A light band that counts steps and tracks sleep for two weeks on a charge.',
              details: ['AMOLED display', '14 day battery', '5 ATM water resistant'],
              faqs: GADGET_FAQS,
            }),
          },
        ],
      },
    ],
  },
  {
    name: 'Home & Kitchen',
    tint: '#f97316',
    icon: 'pressureCooker',
    subcategories: [
      {
        name: 'Cookware',
        icon: 'karai',
        leaves: [
          {
            name: 'Pressure Cookers',
            line: line({
              kind: 'pressureCooker',
              brands: ['Kiam', 'Prestige', 'Hawkins', 'Miyako'],
              names: [
                'Aluminium Pressure Cooker 5 L',
                'Stainless Steel Pressure Cooker 3 L',
                'Induction Pressure Cooker 5.5 L',
              ],
              price: [1650, 4900],
              prices: {
                'Aluminium Pressure Cooker 5 L': [1650, 2600],
                'Stainless Steel Pressure Cooker 3 L': [2200, 3500],
                'Induction Pressure Cooker 5.5 L': [3200, 4900],
              },
              colours: ['black', 'red', 'blue'],
              quantity: '1 unit',
              tags: ['pressure cooker', 'cooker', 'kitchen', 'cookware'],
              description: 'Cooks beef, dal and khichuri in a third of the time, with a safety valve.',
              details: ['Safety valve and gasket', 'Works on gas and induction', '2 year warranty'],
            }),
          },
          {
            name: 'Karai & Frying Pans',
            line: line({
              kind: 'karai',
              brands: ['Kiam', 'Diamond', 'Miyako'],
              names: ['Non-Stick Karai', 'Cast Iron Karai', 'Non-Stick Fry Pan 26 cm', 'Deep Tawa'],
              price: [690, 2450],
              prices: {
                'Non-Stick Karai': [990, 1890],
                'Cast Iron Karai': [1290, 2450],
                'Non-Stick Fry Pan 26 cm': [890, 1690],
                'Deep Tawa': [690, 1290],
              },
              colours: ['maroon', 'black', 'red', 'gray'],
              quantity: '1 piece',
              tags: ['karai', 'kadai', 'fry pan', 'non-stick', 'cookware'],
              description: 'A deep karai for bhuna and fries, with sturdy handles.',
              details: ['Non-stick coating', 'Heavy gauge body', 'Suitable for gas stoves'],
            }),
          },
        ],
      },
      {
        name: 'Tea & Dining',
        icon: 'teaSet',
        leaves: [
          {
            name: 'Tea Sets',
            line: line({
              kind: 'teaSet',
              brands: ['Shinepukur', 'Monno', 'Artisan'],
              names: ['Bone China Tea Set (15 pcs)', 'Ceramic Tea Set (6 cups)', 'Floral Tea Pot Set'],
              price: [1450, 6500],
              prices: {
                'Bone China Tea Set (15 pcs)': [3500, 6500],
                'Ceramic Tea Set (6 cups)': [1450, 2800],
                'Floral Tea Pot Set': [1650, 3200],
              },
              colours: ['white', 'cream', 'blue', 'green'],
              quantity: '1 set',
              tags: ['tea set', 'cha', 'crockery', 'bone china'],
              description: 'Fine bone china from Bangladesh for guests and afternoon cha.',
              details: ['Bone china', 'Gold rim', 'Gift boxed'],
            }),
          },
          {
            name: 'Mugs & Cups',
            line: line({
              kind: 'mug',
              brands: ['Monno', 'Shinepukur', 'RFL'],
              names: ['Ceramic Coffee Mug', 'Couple Mug Set', 'Travel Mug'],
              price: [220, 890],
              prices: {
                'Ceramic Coffee Mug': [220, 450],
                'Couple Mug Set': [450, 890],
                'Travel Mug': [350, 690],
              },
              colours: ['white', 'black', 'green', 'red', 'blue'],
              quantity: '1 piece',
              tags: ['mug', 'cup', 'coffee', 'tea'],
              description: 'A sturdy mug for morning tea and late-night coffee.',
              details: ['350 ml', 'Microwave safe', 'Dishwasher safe'],
            }),
          },
        ],
      },
      {
        name: 'Bedding',
        leaves: [
          {
            name: 'Bedsheets',
            line: line({
              kind: 'bedsheet',
              brands: ['Akij', 'Home Textile BD', 'Nakshi Ghor'],
              names: ['King Size Cotton Bedsheet Set', 'Printed Double Bedsheet', 'Nakshi Kantha Bed Cover'],
              price: [990, 4200],
              prices: {
                'King Size Cotton Bedsheet Set': [1990, 4200],
                'Printed Double Bedsheet': [990, 1990],
                'Nakshi Kantha Bed Cover': [2500, 4200],
              },
              colours: ['blue', 'pink', 'green', 'maroon', 'cream'],
              sizes: ['Single', 'Double', 'King'],
              quantity: '1 set (sheet and 2 pillow covers)',
              tags: ['bedsheet', 'bed sheet', 'bed cover', 'kantha'],
              description: 'A soft printed bedsheet set with two pillow covers.',
              details: ['100% cotton', 'Two pillow covers included', 'Colour-fast print'],
            }),
          },
        ],
      },
    ],
  },
  {
    name: 'Groceries',
    tint: '#16a34a',
    icon: 'riceSack',
    subcategories: [
      {
        name: 'Rice',
        icon: 'riceSack',
        leaves: [
          {
            name: 'Aromatic Rice',
            line: line({
              kind: 'riceSack',
              brands: ['Pran', 'ACI Pure', 'Chashi', 'Teer'],
              names: [
                'Chinigura Aromatic Rice 5 kg',
                'Kalijira Rice 2 kg',
                'Premium Polao Rice 1 kg',
                'Chinigura Rice 1 kg',
              ],
              price: [180, 980],
              prices: {
                'Chinigura Aromatic Rice 5 kg': [720, 850],
                'Kalijira Rice 2 kg': [310, 380],
                'Premium Polao Rice 1 kg': [135, 160],
                'Chinigura Rice 1 kg': [150, 175],
              },
              paint: ['green', 'orange', 'red'],
              quantity: 'per pack',
              tags: ['rice', 'chal', 'chinigura', 'polao', 'aromatic'],
              description: 'Small-grained aromatic rice for polao, biryani and payesh.',
              details: ['Aged for aroma', 'Cleaned and sorted', 'Sealed pack'],
              faqs: GROCERY_FAQS,
              discounts: GROCERY_DISCOUNTS,
            }),
          },
          {
            name: 'Everyday Rice',
            line: line({
              kind: 'riceSack',
              brands: ['Fresh', 'Teer', 'Rupchanda'],
              names: ['Miniket Rice 5 kg', 'Nazirshail Rice 5 kg', 'BR-28 Rice 10 kg', 'Miniket Rice 25 kg'],
              price: [360, 2100],
              prices: {
                'Miniket Rice 5 kg': [370, 420],
                'Nazirshail Rice 5 kg': [400, 460],
                'BR-28 Rice 10 kg': [600, 680],
                'Miniket Rice 25 kg': [1800, 2050],
              },
              paint: ['blue', 'green', 'maroon'],
              quantity: 'per bag',
              tags: ['rice', 'chal', 'miniket', 'nazirshail'],
              description: 'Everyday boiled rice that cooks soft and fluffy.',
              details: ['Stone-free', 'Polished grain', 'Sealed bag'],
              faqs: GROCERY_FAQS,
              discounts: GROCERY_DISCOUNTS,
            }),
          },
        ],
      },
      {
        name: 'Dal & Lentils',
        icon: 'pouch',
        leaves: [
          {
            name: 'Masoor Dal',
            line: line({
              kind: 'pouch',
              brands: ['ACI Pure', 'Pran', 'Fresh'],
              names: ['Deshi Masoor Dal 1 kg', 'Bold Masoor Dal 1 kg', 'Masoor Dal 500 g'],
              price: [70, 170],
              prices: {
                'Deshi Masoor Dal 1 kg': [140, 160],
                'Bold Masoor Dal 1 kg': [105, 120],
                'Masoor Dal 500 g': [70, 85],
              },
              paint: ['orange', 'red'],
              quantity: 'per pack',
              tags: ['dal', 'daal', 'lentil', 'masoor', 'moshur'],
              description: 'Clean, sorted red lentils that cook quickly into a smooth dal.',
              details: ['Sorted and cleaned', 'High protein', 'Zip pack'],
              faqs: GROCERY_FAQS,
              discounts: GROCERY_DISCOUNTS,
            }),
          },
          {
            name: 'Moong & Chana Dal',
            line: line({
              kind: 'pouch',
              brands: ['ACI Pure', 'Radhuni', 'Pran'],
              names: ['Moong Dal 1 kg', 'Chana Dal 1 kg', 'Mashkalai Dal 500 g'],
              price: [90, 210],
              prices: {
                'Moong Dal 1 kg': [150, 180],
                'Chana Dal 1 kg': [110, 130],
                'Mashkalai Dal 500 g': [85, 100],
              },
              paint: ['yellow', 'green'],
              quantity: 'per pack',
              tags: ['dal', 'daal', 'moong', 'mug dal', 'chana'],
              description: 'Roasted moong and chana dal for khichuri and dal fry.',
              details: ['Roasted', 'Cleaned', 'Sealed pack'],
              faqs: GROCERY_FAQS,
              discounts: GROCERY_DISCOUNTS,
            }),
          },
        ],
      },
      {
        name: 'Cooking Oil',
        icon: 'oilBottle',
        leaves: [
          {
            name: 'Mustard Oil',
            line: line({
              kind: 'oilBottle',
              brands: ['Radhuni', 'Teer', 'Rupchanda', 'Fresh'],
              names: ['Pure Mustard Oil 1 L', 'Kachi Ghani Mustard Oil 500 ml', 'Mustard Oil 2 L'],
              price: [160, 560],
              prices: {
                'Pure Mustard Oil 1 L': [290, 340],
                'Kachi Ghani Mustard Oil 500 ml': [160, 190],
                'Mustard Oil 2 L': [560, 640],
              },
              paint: ['gold', 'yellow'],
              quantity: 'per bottle',
              tags: ['mustard oil', 'shorisha tel', 'sorisha', 'oil'],
              description: 'Pungent cold-pressed mustard oil for bhorta, achar and fish curry.',
              details: ['Cold pressed', 'No added colour', 'PET bottle'],
              faqs: GROCERY_FAQS,
              discounts: GROCERY_DISCOUNTS,
            }),
          },
          {
            name: 'Soybean Oil',
            line: line({
              kind: 'oilBottle',
              brands: ['Teer', 'Rupchanda', 'Fresh', 'Pusti'],
              names: ['Fortified Soybean Oil 1 L', 'Soybean Oil 2 L', 'Soybean Oil 5 L'],
              price: [175, 880],
              prices: {
                'Fortified Soybean Oil 1 L': [175, 195],
                'Soybean Oil 2 L': [345, 380],
                'Soybean Oil 5 L': [830, 920],
              },
              paint: ['yellow', 'gold'],
              quantity: 'per bottle',
              tags: ['soybean oil', 'soyabean', 'oil', 'cooking oil'],
              description: 'Vitamin A fortified soybean oil for everyday cooking.',
              details: ['Vitamin A fortified', 'Refined', 'Sealed bottle'],
              faqs: GROCERY_FAQS,
              discounts: GROCERY_DISCOUNTS,
            }),
          },
        ],
      },
      {
        name: 'Tea & Spices',
        icon: 'teaBox',
        leaves: [
          {
            name: 'Tea',
            line: line({
              kind: 'teaBox',
              brands: ['Ispahani', 'Finlay', 'Seylon', 'Kazi & Kazi'],
              names: [
                'Best Leaf Tea 400 g',
                'Sylhet Premium Black Tea 500 g',
                'Organic Green Tea 100 g',
                'Tea Bags (50 pcs)',
              ],
              price: [140, 650],
              prices: {
                'Best Leaf Tea 400 g': [200, 240],
                'Sylhet Premium Black Tea 500 g': [280, 340],
                'Organic Green Tea 100 g': [180, 280],
                'Tea Bags (50 pcs)': [140, 190],
              },
              paint: ['red', 'green', 'gold'],
              quantity: 'per pack',
              tags: ['tea', 'cha', 'chai', 'green tea', 'sylhet'],
              description: 'Strong, bright tea from the gardens of Sylhet, for a perfect cup of dudh cha.',
              details: ['Sylhet garden tea', 'Strong liquor', 'Foil-sealed'],
              faqs: GROCERY_FAQS,
              discounts: GROCERY_DISCOUNTS,
            }),
          },
          {
            name: 'Spices',
            line: line({
              kind: 'spiceJar',
              brands: ['Radhuni', 'Pran', 'BD Foods'],
              names: ['Turmeric Powder 200 g', 'Chilli Powder 200 g', 'Beef Masala 100 g', 'Biryani Masala 50 g'],
              price: [45, 180],
              prices: {
                'Turmeric Powder 200 g': [85, 110],
                'Chilli Powder 200 g': [100, 130],
                'Beef Masala 100 g': [75, 95],
                'Biryani Masala 50 g': [55, 70],
              },
              paint: ['yellow', 'red', 'brown', 'orange'],
              quantity: 'per jar',
              tags: ['spice', 'masala', 'holud', 'morich', 'mosla'],
              description: 'Ground spices with full colour and flavour, packed without fillers.',
              details: ['No artificial colour', 'Hygienically ground', 'Resealable'],
              faqs: GROCERY_FAQS,
              discounts: GROCERY_DISCOUNTS,
            }),
          },
        ],
      },
    ],
  },
  {
    name: 'Beauty & Health',
    tint: '#db2777',
    icon: 'lipstick',
    subcategories: [
      {
        name: 'Makeup',
        icon: 'lipstick',
        leaves: [
          {
            name: 'Lipstick',
            line: line({
              kind: 'lipstick',
              brands: ['Lakme', 'Maybelline', 'Color Bar', 'Kiss Beauty'],
              names: ['Matte Lipstick', 'Creamy Lipstick', 'Long Wear Lip Colour', 'Lip Crayon'],
              price: [350, 1450],
              colours: ['red', 'maroon', 'pink', 'brown', 'orange'],
              quantity: '1 piece',
              tags: ['lipstick', 'lip', 'makeup', 'matte'],
              description: 'Rich colour in one swipe that lasts through the day.',
              details: ['Long lasting', 'Enriched with vitamin E', 'Net weight 4 g'],
            }),
          },
          {
            name: 'Kajal & Eyeliner',
            line: line({
              kind: 'kajal',
              brands: ['Lakme', 'Maybelline', 'Himalaya'],
              names: ['Kajal Pencil', 'Smudge-Proof Kajal', 'Liquid Eyeliner'],
              price: [190, 750],
              colours: ['black', 'brown', 'blue'],
              quantity: '1 piece',
              tags: ['kajal', 'kajol', 'eyeliner', 'makeup'],
              description: 'Smooth, deep black kajal that does not smudge in humid weather.',
              details: ['Smudge-proof', 'Ophthalmologically tested', 'Twist-up, no sharpening'],
            }),
          },
        ],
      },
      {
        name: 'Skin Care',
        icon: 'tube',
        leaves: [
          {
            name: 'Face Wash',
            line: line({
              kind: 'tube',
              brands: ['Himalaya', 'Garnier', 'Ponds', 'Simple'],
              names: ['Neem Face Wash 100 ml', 'Oil Control Face Wash 150 ml', 'Brightening Face Wash 100 ml'],
              price: [180, 650],
              paint: ['green', 'blue', 'orange'],
              quantity: 'per tube',
              tags: ['face wash', 'facewash', 'skin care', 'neem'],
              description: 'A gentle daily face wash for oily and combination skin.',
              details: ['Soap free', 'For daily use', 'Dermatologically tested'],
            }),
          },
          {
            name: 'Moisturiser',
            line: line({
              kind: 'creamJar',
              brands: ['Nivea', 'Ponds', 'Parachute'],
              names: ['Soft Moisturising Cream 100 ml', 'Winter Care Cream 200 ml', 'Aloe Vera Gel'],
              price: [150, 780],
              paint: ['blue', 'white', 'green'],
              quantity: 'per jar',
              tags: ['moisturiser', 'moisturizer', 'cream', 'lotion', 'skin care'],
              description: 'Light moisturiser that keeps skin soft through dry winter days.',
              details: ['Non-greasy', 'With vitamin E', 'For all skin types'],
            }),
          },
        ],
      },
      {
        name: 'Hair Care',
        leaves: [
          {
            name: 'Hair Oil & Shampoo',
            line: line({
              kind: 'pumpBottle',
              brands: ['Parachute', 'Keya', 'Sunsilk', 'Dabur'],
              names: [
                'Coconut Hair Oil 200 ml',
                'Amla Hair Oil 150 ml',
                'Anti-Dandruff Shampoo 340 ml',
                'Herbal Shampoo 180 ml',
              ],
              price: [120, 690],
              prices: {
                'Coconut Hair Oil 200 ml': [120, 160],
                'Amla Hair Oil 150 ml': [130, 180],
                'Anti-Dandruff Shampoo 340 ml': [420, 590],
                'Herbal Shampoo 180 ml': [220, 320],
              },
              paint: ['blue', 'green', 'purple', 'white'],
              quantity: 'per bottle',
              tags: ['hair oil', 'shampoo', 'hair care', 'coconut oil'],
              description: 'Nourishing hair care from trusted brands for every day.',
              details: ['Suitable for all hair types', 'Sealed bottle', 'Made in Bangladesh'],
            }),
          },
        ],
      },
    ],
  },
  {
    name: 'Baby & Kids',
    tint: '#0ea5e9',
    icon: 'teddy',
    subcategories: [
      {
        name: 'Toys',
        icon: 'teddy',
        leaves: [
          {
            name: 'Soft Toys',
            line: line({
              kind: 'teddy',
              brands: ['Toy Ghor', 'Kids Planet'],
              names: ['Teddy Bear (Medium)', 'Giant Teddy Bear', 'Plush Bear with Bow'],
              price: [450, 2900],
              prices: {
                'Teddy Bear (Medium)': [650, 1200],
                'Giant Teddy Bear': [1900, 2900],
                'Plush Bear with Bow': [450, 890],
              },
              colours: ['brown', 'pink', 'white', 'blue'],
              sizes: ['Small', 'Medium', 'Large'],
              quantity: '1 piece',
              tags: ['teddy', 'teddy bear', 'soft toy', 'gift', 'kids'],
              description: 'A huggable soft teddy, stitched safely for small hands.',
              details: ['Soft polyester fibre filling', 'Child-safe eyes', 'Washable'],
            }),
          },
          {
            name: 'Educational Toys',
            line: line({
              kind: 'blocks',
              brands: ['Toy Ghor', 'Kids Planet', 'Smart Kid'],
              names: ['Building Blocks (60 pcs)', 'Alphabet Blocks', 'Wooden Shape Sorter'],
              price: [390, 1650],
              colours: ['red', 'blue', 'yellow', 'green'],
              quantity: '1 set',
              tags: ['blocks', 'lego', 'educational toy', 'kids'],
              description: 'Colourful blocks that build hand skills and imagination.',
              details: ['BPA-free plastic', 'Ages 3 and up', 'Storage bag included'],
            }),
          },
        ],
      },
      {
        name: 'Baby Care',
        icon: 'diaperPack',
        leaves: [
          {
            name: 'Diapers',
            line: line({
              kind: 'diaperPack',
              brands: ['SMC Supermom', 'Molfix', 'Pampers', 'Neocare'],
              names: ['Baby Diaper Belt (M, 40 pcs)', 'Pant Diaper (L, 36 pcs)', 'Newborn Diaper (22 pcs)'],
              price: [520, 1650],
              prices: {
                'Baby Diaper Belt (M, 40 pcs)': [1050, 1450],
                'Pant Diaper (L, 36 pcs)': [1250, 1650],
                'Newborn Diaper (22 pcs)': [520, 750],
              },
              paint: ['blue', 'pink', 'green'],
              sizes: ['S', 'M', 'L', 'XL'],
              quantity: 'per pack',
              tags: ['diaper', 'diapers', 'baby', 'pant diaper'],
              description: 'Soft, absorbent diapers that keep babies dry for up to 12 hours.',
              details: ['Up to 12 hours dryness', 'Wetness indicator', 'Soft waistband'],
            }),
          },
          {
            name: 'Baby Lotion',
            line: line({
              kind: 'pumpBottle',
              brands: ['Johnson', 'Himalaya', 'Chicco'],
              names: ['Baby Lotion 200 ml', 'Baby Oil 100 ml', 'Gentle Baby Wash 200 ml'],
              price: [240, 890],
              paint: ['pink', 'white', 'yellow'],
              quantity: 'per bottle',
              tags: ['baby lotion', 'baby oil', 'baby care'],
              description: 'Gentle care for delicate baby skin, clinically tested.',
              details: ['Clinically tested', 'No parabens', 'Mild fragrance'],
            }),
          },
        ],
      },
      {
        name: 'Kids Clothing',
        leaves: [
          {
            name: 'Kids T-Shirts',
            line: line({
              kind: 'tshirt',
              brands: ['Twelve', 'Kids Planet', 'Sailor'],
              names: ['Kids Cartoon T-Shirt', 'Kids Cotton T-Shirt', 'Kids Eid T-Shirt'],
              price: [250, 650],
              colours: ['yellow', 'red', 'blue', 'green', 'pink'],
              sizes: ['2-3Y', '4-5Y', '6-7Y', '8-9Y'],
              quantity: '1 piece',
              tags: ['kids', 't-shirt', 'tshirt', 'children'],
              description: 'Soft cotton tees in bright colours for active children.',
              details: ['Soft cotton', 'Tag-free neck', 'Machine washable'],
              faqs: FASHION_FAQS,
            }),
          },
          {
            name: 'Kids Panjabi',
            line: line({
              kind: 'panjabi',
              brands: ['Richman', 'Sailor', 'Kids Planet'],
              names: ['Kids Eid Panjabi', 'Boys Cotton Panjabi', 'Kids Panjabi Pajama Set'],
              price: [690, 1690],
              colours: ['white', 'blue', 'green', 'cream', 'gold'],
              sizes: ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y'],
              quantity: '1 piece',
              tags: ['kids', 'panjabi', 'punjabi', 'eid', 'boys'],
              description: 'A little panjabi for Eid mornings, soft enough for the whole day.',
              details: ['Cotton fabric', 'Easy buttons', 'Pajama included in sets'],
              faqs: FASHION_FAQS,
            }),
          },
        ],
      },
    ],
  },
  {
    name: 'Sports & Outdoors',
    tint: '#ef4444',
    icon: 'cricketBat',
    subcategories: [
      {
        name: 'Cricket',
        icon: 'cricketBat',
        leaves: [
          {
            name: 'Cricket Bats',
            line: line({
              kind: 'cricketBat',
              brands: ['MRF', 'SS', 'Gray-Nicolls', 'Tigers Sports'],
              names: [
                'Kashmir Willow Cricket Bat',
                'English Willow Cricket Bat',
                'Tape Tennis Cricket Bat',
                'Junior Cricket Bat',
              ],
              price: [890, 14500],
              prices: {
                'Kashmir Willow Cricket Bat': [1800, 4500],
                'English Willow Cricket Bat': [9500, 14500],
                'Tape Tennis Cricket Bat': [650, 1200],
                'Junior Cricket Bat': [890, 1600],
              },
              colours: ['green', 'blue', 'red', 'black'],
              sizes: ['Junior', 'Harrow', 'Full Size'],
              quantity: '1 piece',
              tags: ['cricket', 'bat', 'cricket bat', 'willow', 'tape tennis'],
              description: 'A well-balanced willow bat for club matches and para tournaments.',
              details: ['Seasoned willow', 'Cane handle with grip', 'Knocked in, ready to play'],
            }),
          },
          {
            name: 'Cricket Balls',
            line: line({
              kind: 'cricketBall',
              brands: ['SG', 'Kookaburra', 'Tigers Sports'],
              names: ['Leather Cricket Ball', 'Tennis Cricket Ball (6 pcs)', 'Practice Ball'],
              price: [180, 1450],
              prices: {
                'Leather Cricket Ball': [650, 1450],
                'Tennis Cricket Ball (6 pcs)': [300, 480],
                'Practice Ball': [180, 290],
              },
              colours: ['red', 'white'],
              quantity: '1 piece',
              tags: ['cricket', 'ball', 'cricket ball', 'tennis ball'],
              description: 'Match-grade ball with a firm seam that keeps its shape.',
              details: ['Four-piece leather', 'Hand-stitched seam', '156 g'],
            }),
          },
        ],
      },
      {
        name: 'Football',
        icon: 'football',
        leaves: [
          {
            name: 'Footballs',
            line: line({
              kind: 'football',
              brands: ['Nivia', 'Adidas', 'Mikasa'],
              names: ['Size 5 Football', 'Training Football', 'Futsal Ball'],
              price: [650, 3900],
              colours: ['orange', 'blue', 'black', 'red'],
              sizes: ['3', '4', '5'],
              quantity: '1 piece',
              tags: ['football', 'ball', 'soccer', 'futsal'],
              description: 'A durable machine-stitched ball for school fields and futsal courts.',
              details: ['Machine stitched', 'Butyl bladder', 'Pump not included'],
            }),
          },
          {
            name: 'Jerseys',
            line: line({
              kind: 'jersey',
              brands: ['Tigers Sports', 'Jersey BD'],
              names: ['Bangladesh Cricket Fan Jersey', 'Football Club Jersey', 'Sports Jersey Set'],
              price: [450, 1450],
              colours: ['green', 'red', 'blue', 'white', 'yellow'],
              sizes: CLOTHING_SIZES,
              quantity: '1 piece',
              tags: ['jersey', 'sports', 'football', 'cricket', 'fan'],
              description: 'Quick-dry jersey for matches, practice and fan days.',
              details: ['Quick-dry polyester', 'Breathable mesh panels', 'Sublimated print'],
            }),
          },
        ],
      },
      {
        name: 'Fitness',
        icon: 'dumbbell',
        leaves: [
          {
            name: 'Dumbbells',
            line: line({
              kind: 'dumbbell',
              brands: ['Fitness Pro', 'Gym BD', 'Powerman'],
              names: ['PVC Dumbbell Pair 5 kg', 'Adjustable Dumbbell Set 20 kg', 'Hex Dumbbell 10 kg'],
              price: [890, 6500],
              prices: {
                'PVC Dumbbell Pair 5 kg': [890, 1350],
                'Adjustable Dumbbell Set 20 kg': [4500, 6500],
                'Hex Dumbbell 10 kg': [2200, 3200],
              },
              colours: ['black', 'blue', 'red'],
              quantity: '1 pair',
              tags: ['dumbbell', 'gym', 'fitness', 'weight'],
              description: 'Home gym dumbbells with a grip that does not slip.',
              details: ['Knurled grip', 'PVC coated plates', 'Floor-friendly'],
            }),
          },
          {
            name: 'Yoga Mats',
            line: line({
              kind: 'yogaMat',
              brands: ['Fitness Pro', 'Yonex', 'Li-Ning'],
              names: ['Yoga Mat 6 mm', 'Anti-Slip Exercise Mat', 'Yoga Mat with Strap'],
              price: [650, 2200],
              colours: ['purple', 'blue', 'green', 'pink'],
              quantity: '1 piece',
              tags: ['yoga mat', 'exercise mat', 'fitness'],
              description: 'A cushioned, non-slip mat for yoga and home workouts.',
              details: ['6 mm thick', 'Non-slip texture', 'Carry strap included'],
            }),
          },
        ],
      },
      {
        name: 'Badminton',
        icon: 'racket',
        leaves: [
          {
            name: 'Rackets',
            line: line({
              kind: 'racket',
              brands: ['Yonex', 'Li-Ning', 'Victor'],
              names: ['Carbon Badminton Racket', 'Aluminium Racket Pair', 'Lightweight Racket'],
              price: [790, 7900],
              prices: {
                'Carbon Badminton Racket': [2500, 7900],
                'Aluminium Racket Pair': [790, 1400],
                'Lightweight Racket': [1500, 3900],
              },
              colours: ['pink', 'blue', 'black', 'green'],
              quantity: '1 piece',
              tags: ['badminton', 'racket', 'racquet', 'winter sports'],
              description: 'A light racket for winter-evening badminton in the lane.',
              details: ['Carbon frame', 'Pre-strung', 'Cover included'],
            }),
          },
        ],
      },
    ],
  },
  {
    name: 'Books & Stationery',
    tint: '#a16207',
    icon: 'book',
    subcategories: [
      {
        name: 'Books',
        icon: 'book',
        leaves: [
          {
            name: 'Novels',
            line: line({
              kind: 'book',
              brands: ['Anyaprokash', 'Prothoma', 'Somoy'],
              names: [
                'Humayun Ahmed Collection',
                'Contemporary Bangla Novel',
                'Translated Classic Novel',
                'Mystery Thriller',
              ],
              price: [250, 1200],
              prices: {
                'Humayun Ahmed Collection': [850, 1200],
              },
              paint: ['blue', 'red', 'green', 'purple', 'maroon'],
              quantity: '1 book',
              tags: ['book', 'novel', 'boi', 'upanyas', 'bangla'],
              description: 'A much-loved novel in a sturdy binding, for long evenings and journeys.',
              details: ['Hardcover', 'Bangla', 'Printed on white paper'],
            }),
          },
          {
            name: 'Academic & Admission',
            line: line({
              kind: 'book',
              brands: ['Panjeree', 'Lecture', 'Udvash'],
              names: [
                'HSC Physics Guide',
                'University Admission Question Bank',
                'IELTS Preparation Book',
                'SSC Math Solution',
              ],
              price: [280, 950],
              paint: ['navy', 'green', 'orange', 'red'],
              quantity: '1 book',
              tags: ['book', 'hsc', 'ssc', 'admission', 'guide'],
              description: 'Solved questions and chapter notes following the latest syllabus.',
              details: ['Latest syllabus', 'Solved board questions', 'Paperback'],
            }),
          },
          {
            name: "Children's Books",
            line: line({
              kind: 'book',
              brands: ['Sisimpur', 'Ankur', 'Prothoma'],
              names: ['Picture Story Book', 'Bangla Rhymes (Chhora)', 'Alphabet Colouring Book'],
              price: [150, 450],
              paint: ['yellow', 'orange', 'pink', 'green'],
              quantity: '1 book',
              tags: ['book', 'kids book', 'chhora', 'rhymes', 'children'],
              description: 'Bright pictures and simple words for early readers.',
              details: ['Full colour', 'Thick pages', 'Ages 3 to 8'],
            }),
          },
        ],
      },
      {
        name: 'Stationery',
        icon: 'notebook',
        leaves: [
          {
            name: 'Notebooks',
            line: line({
              kind: 'notebook',
              brands: ['Matador', 'Fresh', 'Hatil Paper'],
              names: ['Spiral Notebook 200 Pages', 'Khata Exercise Book (5 pcs)', 'Hardcover Diary'],
              price: [90, 450],
              prices: {
                'Spiral Notebook 200 Pages': [120, 200],
                'Khata Exercise Book (5 pcs)': [90, 160],
                'Hardcover Diary': [220, 450],
              },
              colours: ['purple', 'blue', 'red', 'green', 'black'],
              quantity: 'per piece',
              tags: ['notebook', 'khata', 'diary', 'stationery'],
              description: 'Smooth, bright paper that takes gel and ball pens without bleeding.',
              details: ['80 GSM paper', 'Ruled pages', 'Sturdy cover'],
            }),
          },
          {
            name: 'Pens',
            line: line({
              kind: 'pens',
              brands: ['Matador', 'Econo', 'Pelikan'],
              names: ['Ball Pen (12 pcs)', 'Gel Pen Set', 'Fountain Pen'],
              price: [60, 890],
              prices: {
                'Ball Pen (12 pcs)': [60, 120],
                'Gel Pen Set': [150, 320],
                'Fountain Pen': [350, 890],
              },
              paint: ['blue', 'black', 'green'],
              quantity: 'per pack',
              tags: ['pen', 'ball pen', 'gel pen', 'stationery'],
              description: 'Smooth-writing pens for exams, office and everyday notes.',
              details: ['Smooth ink flow', 'Comfort grip', 'Smudge-free'],
            }),
          },
          {
            name: 'School Bags',
            line: line({
              kind: 'backpack',
              brands: ['Nitol', 'Bag Point', 'Bagmate'],
              names: ['School Backpack', 'Laptop Backpack 15.6 inch', 'Water-Resistant College Bag'],
              price: [890, 3200],
              prices: {
                'Laptop Backpack 15.6 inch': [1490, 3200],
              },
              colours: ['blue', 'black', 'red', 'navy', 'gray'],
              quantity: '1 piece',
              tags: ['bag', 'backpack', 'school bag', 'laptop bag'],
              description: 'Roomy backpack with padded straps for books and a laptop.',
              details: ['Water-resistant fabric', 'Padded laptop sleeve', 'Two side pockets'],
            }),
          },
        ],
      },
    ],
  },
];

export const DEMO_CUSTOMERS = [
  'Rahim Uddin',
  'Nusrat Jahan',
  'Tanvir Hasan',
  'Farzana Akter',
  'Sakib Rahman',
  'Mitu Chowdhury',
  'Arif Hossain',
  'Sumaiya Islam',
  'Mahmudul Karim',
  'Taslima Begum',
  'Imran Kabir',
  'Jannatul Ferdous',
  'Shahriar Alam',
  'Nasrin Sultana',
  'Rakibul Hasan',
  'Sharmin Akter',
  'Mehedi Hasan',
  'Ayesha Siddika',
  'Fahim Shahriar',
  'Rumana Afroz',
  'Kamrul Islam',
  'Sadia Rahman',
  'Habibur Rahman',
  'Tahmina Khatun',
  'Zahid Hossain',
  'Lamia Haque',
  'Shakil Ahmed',
  'Moumita Das',
  'Anisur Rahman',
  'Farhana Yasmin',
  'Nazmul Huda',
  'Sabrina Chowdhury',
  'Riyad Mahmud',
  'Israt Jahan',
  'Tariqul Alam',
  'Mahfuza Begum',
  'Sajjad Hossain',
  'Tanjila Akter',
  'Asif Iqbal',
  'Rehana Parvin',
  'Shafiqul Islam',
  'Nabila Tabassum',
  'Jubayer Ahmed',
  'Shirin Sultana',
  'Omar Faruk',
  'Pritha Saha',
  'Rashed Khan',
  'Dilruba Yasmin',
];

export const DEMO_SELLERS = ['Dokan Official Store', 'Tangail Tant Ghar'];

/** How a review of so many stars begins; what follows is said of any product (REVIEW_DETAILS). */
const REVIEW_OPENINGS: Record<number, string[]> = {
  5: [
    'Excellent quality, exactly as shown in the pictures.',
    'Very happy with this purchase.',
    'Original product and a fair price.',
    'Better than I expected for the price.',
    'Highly recommended, the quality is really good.',
    'Second time ordering this and just as good.',
    'Perfect, my family loved it.',
    'Five stars, no complaints at all.',
  ],
  4: [
    'Good product for the price.',
    'Quality is good, the colour is slightly different from the photo.',
    'Nice, but the box was a bit damaged; the item itself is fine.',
    'Works as described, though it took a while to arrive.',
    'Good value; I would buy it again.',
    'Happy overall, a small detail could be better.',
  ],
  3: [
    'Average. It does the job, but I expected a little better.',
    'Okay for the price, nothing special.',
    'Not bad, not great either.',
    'The quality is fine, the size runs a little off.',
    'Decent, though the photos make it look better.',
  ],
  2: [
    'Not as good as I expected.',
    'The quality could be better for this price.',
    'Disappointed with the finishing.',
    'It arrived with a small defect; support offered an exchange.',
  ],
  1: [
    'Received the wrong size; the exchange took a week.',
    'Did not match the description at all.',
    'Stopped working within days; I am returning it.',
  ],
};
const REVIEW_DETAILS = [
  'Delivery to Dhaka took two days.',
  'Delivered to Chattogram in three days.',
  'Got it in Sylhet within four days.',
  'Paid cash on delivery, no trouble.',
  'Paid with bKash, quick and easy.',
  'Packaging was good.',
  'Bought it as an Eid gift.',
  'Ordered for my parents in Rajshahi.',
  'The delivery man called before coming.',
  'Came well packed in a box.',
];

/** The same, as customers who write in Bangla put it. */
const REVIEW_OPENINGS_BN: Record<number, string[]> = {
  5: [
    'অসাধারণ মান, ছবির সঙ্গে হুবহু মিল।',
    'কেনাকাটা করে খুব খুশি।',
    'অরিজিনাল পণ্য, দামও ঠিকঠাক।',
    'দামের তুলনায় আশার চেয়েও ভালো।',
    'সবাইকে নিতে বলব, মান সত্যিই ভালো।',
    'দ্বিতীয়বার অর্ডার করলাম, এবারও একই রকম ভালো।',
    'একদম পারফেক্ট, পরিবারের সবার পছন্দ হয়েছে।',
    'পাঁচ তারা, কোনো অভিযোগ নেই।',
  ],
  4: [
    'দাম অনুযায়ী ভালো পণ্য।',
    'মান ভালো, রংটা ছবির থেকে একটু আলাদা।',
    'ভালো, তবে বাক্সটা একটু চাপা খেয়েছিল; পণ্য ঠিক আছে।',
    'যেমন বলা হয়েছে তেমনই, তবে আসতে একটু সময় লেগেছে।',
    'দাম হিসেবে ভালো; আবার কিনব।',
    'মোটামুটি খুশি, ছোট একটা জিনিস আরও ভালো হতে পারত।',
  ],
  3: [
    'মোটামুটি। কাজ চলে, তবে আরেকটু ভালো আশা করেছিলাম।',
    'দামের তুলনায় চলে, আহামরি কিছু না।',
    'খারাপ না, আবার খুব ভালোও না।',
    'মান ঠিক আছে, সাইজ একটু এদিক-ওদিক।',
    'চলে, তবে ছবিতে আরও সুন্দর দেখায়।',
  ],
  2: [
    'যতটা ভেবেছিলাম ততটা ভালো না।',
    'এই দামে মান আরও ভালো হওয়া উচিত ছিল।',
    'ফিনিশিং দেখে হতাশ।',
    'ছোট একটা ত্রুটি নিয়ে এসেছে; সাপোর্ট থেকে বদলে দিতে চেয়েছে।',
  ],
  1: [
    'ভুল সাইজ এসেছে; বদলাতে এক সপ্তাহ লেগেছে।',
    'বর্ণনার সঙ্গে একদমই মেলেনি।',
    'কয়েক দিনেই নষ্ট হয়ে গেছে; ফেরত দিচ্ছি।',
  ],
};
const REVIEW_DETAILS_BN = [
  'ঢাকায় ডেলিভারি পেতে দুই দিন লেগেছে।',
  'চট্টগ্রামে তিন দিনে পেয়েছি।',
  'সিলেটে চার দিনের মধ্যে হাতে পেয়েছি।',
  'ক্যাশ অন ডেলিভারিতে নিয়েছি, কোনো ঝামেলা হয়নি।',
  'বিকাশে পেমেন্ট করেছি, দ্রুত আর সহজ।',
  'প্যাকেজিং ভালো ছিল।',
  'ঈদের উপহার হিসেবে কিনেছি।',
  'রাজশাহীতে বাবা-মায়ের জন্য অর্ডার করেছিলাম।',
  'ডেলিভারিম্যান আসার আগে ফোন করেছিলেন।',
  'বাক্সে ভালোভাবে প্যাক করে এসেছে।',
];

/** Each opening with each detail, by stars. */
const reviewTexts = (openings: Record<number, string[]>, details: string[]): Record<number, string[]> =>
  Object.fromEntries(
    Object.entries(openings).map(([stars, said]) => [
      stars,
      said.flatMap((opening) => details.map((detail) => `${opening} ${detail}`)),
    ]),
  );

/**
 * Review texts by stars: each opening with each detail, so that no product carries the same words
 * twice (the demo seed hands them out without repeating them on one product). A review is the
 * customer's own words: those who write in Bangla write REVIEW_TEXTS_BN, and every reader sees it
 * as written.
 */
export const REVIEW_TEXTS: Record<number, string[]> = reviewTexts(REVIEW_OPENINGS, REVIEW_DETAILS);
export const REVIEW_TEXTS_BN: Record<number, string[]> = reviewTexts(REVIEW_OPENINGS_BN, REVIEW_DETAILS_BN);

export const DEMO_VIDEOS = [
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  'https://youtu.be/aqz-KE-bpKQ',
  'https://vimeo.com/1084537',
];
