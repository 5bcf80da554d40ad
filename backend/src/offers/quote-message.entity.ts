import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const MESSAGE_AUTHORS = ['buyer', 'staff'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** A message on a quote between its buyer and the staff (a change asked for, an answer). */
@Entity('quote_messages')
@Index('quote_messages_quote_idx', ['quote_id', 'id'])
export class QuoteMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  quote_id: number;

  @Column({ type: 'varchar', length: 10 })
  author: MessageAuthor;

  @Column({ type: 'varchar', length: 254, nullable: true })
  author_email: string | null;

  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
