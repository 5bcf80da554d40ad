import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialCatalogue1763769600000 implements MigrationInterface {
  name = 'InitialCatalogue1763769600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // unaccent() is only STABLE; an IMMUTABLE wrapper lets a generated column and its index use it.
    await q.query(`
      CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`);

    await q.query(`
      CREATE TABLE suppliers (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL,
        contact_email varchar(254),
        contact_phone varchar(50),
        address varchar(500),
        website varchar(500),
        notes text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX suppliers_name_idx ON suppliers (lower(name))`);

    await q.query(`
      CREATE TABLE products (
        id serial PRIMARY KEY,
        name varchar(300) NOT NULL,
        reference varchar(120) NOT NULL CONSTRAINT products_reference_key UNIQUE,
        brand varchar(120) NOT NULL,
        type varchar(60) NOT NULL,
        category varchar(20),
        sort_group smallint NOT NULL DEFAULT 1,
        stock_status varchar(40) NOT NULL DEFAULT 'En stock',
        stock_quantity integer NOT NULL DEFAULT 0,
        price_public numeric(12,2) NOT NULL CHECK (price_public >= 0),
        price_discounted numeric(12,2) CHECK (price_discounted >= 0),
        effective_price numeric(12,2) GENERATED ALWAYS AS (coalesce(price_discounted, price_public)) STORED,
        image_url varchar(1000),
        image_card_url varchar(1000),
        video_url varchar(1000),
        battery_type varchar(120),
        life_cycles integer,
        internet_monitoring boolean NOT NULL DEFAULT false,
        lifespan_years integer,
        storage_capacity varchar(60),
        max_output_power varchar(60),
        description text NOT NULL DEFAULT '',
        specifications jsonb NOT NULL DEFAULT '{}',
        documentation jsonb NOT NULL DEFAULT '[]',
        status varchar(20) NOT NULL DEFAULT 'brouillon' CHECK (status IN ('brouillon', 'publié')),
        supplier_id integer REFERENCES suppliers(id) ON DELETE SET NULL,
        is_best_seller boolean NOT NULL DEFAULT false,
        rating numeric(3,2) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
        review_count integer NOT NULL DEFAULT 0,
        search_text text GENERATED ALWAYS AS (f_unaccent(lower(name || ' ' || reference || ' ' || brand))) STORED,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The public catalogue only ever reads published rows, in group order then the chosen sort.
    await q.query(`CREATE INDEX products_pub_name_idx ON products (sort_group, name, id) WHERE status = 'publié'`);
    await q.query(`CREATE INDEX products_pub_price_idx ON products (sort_group, effective_price, id) WHERE status = 'publié'`);
    await q.query(`CREATE INDEX products_pub_rating_idx ON products (sort_group, rating DESC, id) WHERE status = 'publié'`);
    await q.query(`CREATE INDEX products_pub_brand_idx ON products (brand, sort_group, name) WHERE status = 'publié'`);
    await q.query(`CREATE INDEX products_pub_category_idx ON products (category, sort_group, name) WHERE status = 'publié'`);
    // GiST rather than GIN: for `LIKE '%…%'` over a catalogue of this size the planner picks it
    // (0.2 ms for a reference, 1 ms for a common word at 10,000 rows) where it would seq-scan past GIN.
    await q.query(`CREATE INDEX products_search_trgm_idx ON products USING gist (search_text gist_trgm_ops)`);
    await q.query(`CREATE INDEX products_supplier_idx ON products (supplier_id)`);
    await q.query(`CREATE INDEX products_created_idx ON products (created_at DESC)`);

    await q.query(`
      CREATE TABLE reviews (
        id serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        user_name varchar(100) NOT NULL,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX reviews_product_created_idx ON reviews (product_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL CONSTRAINT users_email_key UNIQUE,
        password_hash text NOT NULL,
        role varchar(10) NOT NULL DEFAULT 'pro' CHECK (role IN ('admin', 'pro')),
        email_confirmed_at timestamptz,
        disabled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE users`);
    await q.query(`DROP TABLE reviews`);
    await q.query(`DROP TABLE products`);
    await q.query(`DROP TABLE suppliers`);
    await q.query(`DROP FUNCTION f_unaccent(text)`);
  }
}
