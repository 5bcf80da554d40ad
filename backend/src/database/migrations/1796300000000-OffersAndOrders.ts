import { MigrationInterface, QueryRunner } from 'typeorm';

const OFFER_STATUSES = `'brouillon', 'envoyée', 'acceptée', 'refusée', 'modification demandée', 'remplacée'`;
const ORDER_STATUSES = `'confirmée', 'en préparation', 'expédiée', 'livrée', 'annulée'`;
const MONEY = 'numeric(12,2) NOT NULL DEFAULT 0';

/**
 * From quote to order (issue 29). A quote gets priced offers, one version after another; at most
 * one draft and one sent offer at a time. Sending numbers an offer from `document_counters`, a
 * row per kind and year locked by the sending transaction, so numbers have no gap and no
 * repeat whatever the number of API processes. An accepted offer becomes an order, at most one
 * per offer; its moves are kept in `order_moves`. Messages between buyer and staff hang on the quote.
 */
export class OffersAndOrders1796300000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE document_counters (
        kind varchar(10) NOT NULL,
        year integer NOT NULL,
        last integer NOT NULL,
        PRIMARY KEY (kind, year)
      )`);
    await q.query(`
      CREATE TABLE offers (
        id serial PRIMARY KEY,
        quote_id integer NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
        version integer NOT NULL,
        status varchar(30) NOT NULL DEFAULT 'brouillon' CHECK (status IN (${OFFER_STATUSES})),
        number varchar(20) UNIQUE,
        lines jsonb NOT NULL DEFAULT '[]',
        delivery_fee_ht ${MONEY},
        goods_ht ${MONEY},
        delivery_ht ${MONEY},
        total_ht ${MONEY},
        vat ${MONEY},
        total_ttc ${MONEY},
        valid_until date NOT NULL,
        note text,
        buyer_company jsonb,
        sent_at timestamptz,
        answered_at timestamptz,
        accepted_name varchar(120),
        accepted_ip varchar(64),
        decline_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT offers_quote_version_key UNIQUE (quote_id, version),
        CONSTRAINT offers_sent_numbered CHECK (status = 'brouillon' OR number IS NOT NULL)
      )`);
    // One draft and one sent offer at most per quote: sending a new version replaces the sent one.
    await q.query(`CREATE UNIQUE INDEX offers_one_draft_per_quote ON offers (quote_id) WHERE status = 'brouillon'`);
    await q.query(`CREATE UNIQUE INDEX offers_one_sent_per_quote ON offers (quote_id) WHERE status = 'envoyée'`);
    await q.query(`
      CREATE TABLE quote_messages (
        id serial PRIMARY KEY,
        quote_id integer NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
        author varchar(10) NOT NULL CHECK (author IN ('buyer', 'staff')),
        author_email varchar(254),
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX quote_messages_quote_idx ON quote_messages (quote_id, id)`);
    await q.query(`
      CREATE TABLE orders (
        id serial PRIMARY KEY,
        number varchar(20) NOT NULL UNIQUE,
        offer_id integer NOT NULL UNIQUE REFERENCES offers(id),
        quote_id integer NOT NULL REFERENCES quotes(id),
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        buyer_name varchar(120) NOT NULL,
        buyer_email varchar(254) NOT NULL,
        buyer_company jsonb,
        lines jsonb NOT NULL,
        goods_ht ${MONEY},
        delivery_ht ${MONEY},
        total_ht ${MONEY},
        vat ${MONEY},
        total_ttc ${MONEY},
        status varchar(20) NOT NULL DEFAULT 'confirmée' CHECK (status IN (${ORDER_STATUSES})),
        carrier varchar(80),
        tracking_number varchar(80),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT orders_shipped_tracked CHECK (status NOT IN ('expédiée', 'livrée') OR (carrier IS NOT NULL AND tracking_number IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX orders_status_created_idx ON orders (status, created_at)`);
    await q.query(`CREATE INDEX orders_user_idx ON orders (user_id)`);
    await q.query(`
      CREATE TABLE order_moves (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        at timestamptz NOT NULL DEFAULT now(),
        from_status varchar(20),
        to_status varchar(20) NOT NULL,
        actor_kind varchar(10) NOT NULL CHECK (actor_kind IN ('buyer', 'staff')),
        actor_email varchar(254),
        detail jsonb
      )`);
    await q.query(`CREATE INDEX order_moves_order_idx ON order_moves (order_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_moves`);
    await q.query(`DROP TABLE orders`);
    await q.query(`DROP TABLE quote_messages`);
    await q.query(`DROP TABLE offers`);
    await q.query(`DROP TABLE document_counters`);
  }
}
