/**
 * The two feed formats (docs/decisions/087), written a batch of items at a time:
 * - Meta's catalogue CSV (Commerce Manager, data feed): a header row of Meta's field names, then a row
 *   per item, quoted by csv-stringify (RFC 4180);
 * - Google Merchant Center's RSS 2.0 with the `g:` namespace, an `<item>` per item.
 */
import { stringify } from 'csv-stringify/sync';

import { type FeedItem, feedPrice } from './feed-items.ts';

export const FEED_FORMATS = ['meta', 'google'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  meta: 'text/csv; charset=utf-8',
  google: 'application/xml; charset=utf-8',
};

/** Meta's field names, in the order the CSV gives them. */
export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'brand',
  'item_group_id',
  'color',
  'size',
] as const;

function metaRow(item: FeedItem): string[] {
  return [
    item.id,
    item.title,
    item.description,
    item.inStock ? 'in stock' : 'out of stock',
    'new',
    feedPrice(item.pricePoisha),
    item.salePricePoisha === null ? '' : feedPrice(item.salePricePoisha),
    item.link,
    item.imageLink,
    item.brand,
    item.itemGroupId ?? '',
    item.color ?? '',
    item.size ?? '',
  ];
}

/**
 * XML 1.0 text: the five special characters as entities, and the characters XML cannot carry at all
 * (controls other than tab and line breaks, U+FFFE and U+FFFF, a lone surrogate) left out, so that
 * one pasted description never makes the whole feed unreadable.
 */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const element = (name: string, value: string | null) => (value ? `<g:${name}>${xmlText(value)}</g:${name}>` : '');

function googleItem(item: FeedItem): string {
  return [
    '<item>',
    element('id', item.id),
    element('title', item.title),
    element('description', item.description),
    element('link', item.link),
    element('image_link', item.imageLink),
    element('availability', item.inStock ? 'in_stock' : 'out_of_stock'),
    element('condition', 'new'),
    element('price', feedPrice(item.pricePoisha)),
    element('sale_price', item.salePricePoisha === null ? null : feedPrice(item.salePricePoisha)),
    element('brand', item.brand),
    element('item_group_id', item.itemGroupId),
    element('color', item.color),
    element('size', item.size),
    '</item>\n',
  ].join('');
}

/** How each format begins, writes a batch of items, and ends. */
export interface FeedWriter {
  start: (channel: { title: string; link: string; description: string }) => string;
  items: (items: readonly FeedItem[]) => string;
  end: () => string;
}

export const FEED_WRITERS: Record<FeedFormat, FeedWriter> = {
  meta: {
    start: () => stringify([[...META_COLUMNS]], { record_delimiter: 'windows' }),
    items: (items) => (items.length ? stringify(items.map(metaRow), { record_delimiter: 'windows' }) : ''),
    end: () => '',
  },
  google: {
    start: ({ title, link, description }) =>
      '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
      `<title>${xmlText(title)}</title>\n<link>${xmlText(link)}</link>\n<description>${xmlText(description)}</description>\n`,
    items: (items) => items.map(googleItem).join(''),
    end: () => '</channel>\n</rss>\n',
  },
};
