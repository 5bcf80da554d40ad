import Ajv from 'ajv';

/**
 * The schema.org shapes the product pages emit, as JSON Schemas: the types and property names
 * of schema.org (Product, Brand, Offer, UnitPriceSpecification, AggregateRating, BreadcrumbList,
 * ListItem) with what Google's rich results ask for (offer price or a stated reason, rating
 * bounds, absolute URLs). Extra properties are refused so a typo cannot slip through.
 */
const url = { type: 'string', pattern: '^https?://[^\\s]+$' } as const;
const schemaUrl = (...values: string[]) => ({ type: 'string', enum: values.map((v) => `https://schema.org/${v}`) }) as const;

const offer = {
  type: 'object',
  additionalProperties: false,
  required: ['@type', 'url', 'availability', 'itemCondition', 'seller'],
  properties: {
    '@type': { const: 'Offer' },
    url,
    availability: schemaUrl('InStock', 'BackOrder', 'OutOfStock', 'PreOrder'),
    itemCondition: schemaUrl('NewCondition'),
    seller: {
      type: 'object',
      additionalProperties: false,
      required: ['@type', 'name'],
      properties: { '@type': { const: 'Organization' }, name: { type: 'string', minLength: 1 } },
    },
    price: { type: 'string', pattern: '^\\d+\\.\\d{2}$' },
    priceCurrency: { const: 'EUR' },
    description: { type: 'string', minLength: 1 },
    priceSpecification: {
      type: 'object',
      additionalProperties: false,
      required: ['@type', 'price', 'priceCurrency', 'valueAddedTaxIncluded'],
      properties: {
        '@type': { const: 'UnitPriceSpecification' },
        price: { type: 'string', pattern: '^\\d+\\.\\d{2}$' },
        priceCurrency: { const: 'EUR' },
        valueAddedTaxIncluded: { type: 'boolean' },
      },
    },
  },
  // Either a price with its currency, or no price and a description saying why (on request).
  oneOf: [
    { required: ['price', 'priceCurrency', 'priceSpecification'] },
    { required: ['description'], not: { anyOf: [{ required: ['price'] }, { required: ['priceSpecification'] }] } },
  ],
};

export const PRODUCT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['@context', '@type', 'name', 'sku', 'brand', 'description', 'url', 'offers'],
  properties: {
    '@context': { const: 'https://schema.org' },
    '@type': { const: 'Product' },
    name: { type: 'string', minLength: 1 },
    sku: { type: 'string', minLength: 1 },
    brand: {
      type: 'object',
      additionalProperties: false,
      required: ['@type', 'name'],
      properties: { '@type': { const: 'Brand' }, name: { type: 'string', minLength: 1 } },
    },
    category: { type: 'string' },
    description: { type: 'string', minLength: 1 },
    url,
    image: { type: 'array', minItems: 1, items: url },
    aggregateRating: {
      type: 'object',
      additionalProperties: false,
      required: ['@type', 'ratingValue', 'reviewCount', 'bestRating', 'worstRating'],
      properties: {
        '@type': { const: 'AggregateRating' },
        ratingValue: { type: 'number', minimum: 1, maximum: 5 },
        reviewCount: { type: 'integer', minimum: 1 },
        bestRating: { const: 5 },
        worstRating: { const: 1 },
      },
    },
    offers: offer,
  },
};

export const BREADCRUMB_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['@context', '@type', 'itemListElement'],
  properties: {
    '@context': { const: 'https://schema.org' },
    '@type': { const: 'BreadcrumbList' },
    itemListElement: {
      type: 'array',
      minItems: 2,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['@type', 'position', 'name', 'item'],
        properties: {
          '@type': { const: 'ListItem' },
          position: { type: 'integer', minimum: 1 },
          name: { type: 'string', minLength: 1 },
          item: url,
        },
      },
    },
  },
};

// strictRequired off: the oneOf branches name properties defined one level up (Ajv's strict mode wants them repeated).
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
const validators = { Product: ajv.compile(PRODUCT_SCHEMA), BreadcrumbList: ajv.compile(BREADCRUMB_SCHEMA) };

/** The errors of one JSON-LD object against the shape of its @type (empty when valid). */
export function schemaOrgErrors(value: { '@type'?: unknown }): string[] {
  const validate = validators[value['@type'] as keyof typeof validators];
  if (!validate) return [`no shape for @type ${String(value['@type'])}`];
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}
