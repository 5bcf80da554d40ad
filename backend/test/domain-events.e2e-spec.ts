import { Logger } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { runAs } from '../src/events/actor-context';
import { DomainEvent } from '../src/events/domain-event';
import { DomainEvents, EventSubscriber } from '../src/events/domain-events';
import { CatalogueCache } from '../src/catalogue/catalogue-cache';
import { SupplierInputDto } from '../src/suppliers/dto/supplier-input.dto';
import { SuppliersService } from '../src/suppliers/suppliers.service';
import { createTestApp, dataSource } from './utils';

const ADMIN_ACTOR = { id: 1, email: 'admin@stockwatt.fr' };

/**
 * Writes publish domain events; the change history runs in the writer's transaction, the
 * catalogue cache after commit. A failing subscriber of each kind is tried on a real write.
 */
describe('domain events', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let events: DomainEvents;
  let suppliers: SuppliersService;
  let cache: CatalogueCache;
  const unsubscribe: (() => void)[] = [];
  const on = (subscriber: EventSubscriber) => unsubscribe.push(app.get(DomainEvents).subscribe(subscriber));

  beforeAll(async () => {
    app = await createTestApp();
    db = dataSource(app);
    events = app.get(DomainEvents);
    suppliers = app.get(SuppliersService);
    cache = app.get(CatalogueCache);
  });
  afterEach(() => unsubscribe.splice(0).forEach((off) => off()));
  afterAll(() => app?.close());

  const historyOf = async (id: number) =>
    (await db.query(`SELECT action, actor_email, changes FROM admin_history WHERE resource = 'suppliers' AND record_id = $1 ORDER BY id`, [
      id,
    ])) as {
      action: string;
      actor_email: string;
      changes: { field: string }[];
    }[];
  const nameOf = async (id: number) => (await db.query(`SELECT name FROM suppliers WHERE id = $1`, [id]))[0]?.name;
  const newSupplier = (name: string) => runAs(ADMIN_ACTOR, () => suppliers.create({ name } as SupplierInputDto));

  it('publishes what changed and who changed it, to the history in the transaction and to the cache after commit', async () => {
    const seen: { phase: string; event: DomainEvent; committed: boolean }[] = [];
    const committed = async (event: DomainEvent) =>
      (await nameOf(event.changes[0].id)) === (event.changes[0].after as { name: string } | null)?.name;
    for (const phase of ['in-transaction', 'after-commit'] as const)
      on({
        name: `probe ${phase}`,
        phase,
        events: ['SupplierChanged'],
        // Read outside the writer's transaction: the change is visible only once committed.
        handle: async (event) => void seen.push({ phase, event, committed: await committed(event) }),
      });
    const supplier = await newSupplier('Fournisseur événements');
    cache.set('probe', 'cached before the write');
    cache.get('probe');
    await runAs(ADMIN_ACTOR, () => suppliers.update(supplier.id, { name: 'Fournisseur renommé' }));

    const update = seen.filter((s) => s.event.changes[0].after && (s.event.changes[0].before as object | null));
    expect(update.map((s) => [s.phase, s.committed])).toEqual([
      ['in-transaction', false],
      ['after-commit', true],
    ]);
    expect(update[0].event).toMatchObject({
      name: 'SupplierChanged',
      resource: 'suppliers',
      actor: ADMIN_ACTOR,
      changes: [{ id: supplier.id, before: { name: 'Fournisseur événements' }, after: { name: 'Fournisseur renommé' } }],
    });
    expect(cache.get('probe')).toBeUndefined(); // the catalogue cache heard it
    expect((await historyOf(supplier.id)).map((h) => [h.action, h.actor_email])).toEqual([
      ['create', ADMIN_ACTOR.email],
      ['update', ADMIN_ACTOR.email],
    ]);
  });

  it('rolls the write back, with its history entry, when an in-transaction subscriber fails; after-commit subscribers never hear of it', async () => {
    const supplier = await newSupplier('Fournisseur intact');
    const afterCommit: DomainEvent[] = [];
    on({
      name: 'failing',
      phase: 'in-transaction',
      events: ['SupplierChanged'],
      handle: () => Promise.reject(new Error('subscriber down')),
    });
    on({ name: 'after', phase: 'after-commit', events: ['SupplierChanged'], handle: (event) => void afterCommit.push(event) });
    await expect(runAs(ADMIN_ACTOR, () => suppliers.update(supplier.id, { name: 'Jamais écrit' }))).rejects.toThrow('subscriber down');
    expect(await nameOf(supplier.id)).toBe('Fournisseur intact');
    expect((await historyOf(supplier.id)).map((h) => h.action)).toEqual(['create']);
    expect(afterCommit).toEqual([]);
  });

  it('keeps a committed write when an after-commit subscriber fails, logs it, and still runs the others', async () => {
    const supplier = await newSupplier('Fournisseur tenace');
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const later: string[] = [];
    try {
      on({
        name: 'failing after commit',
        phase: 'after-commit',
        events: ['SupplierChanged'],
        handle: () => Promise.reject(new Error('mail down')),
      });
      on({ name: 'later', phase: 'after-commit', events: ['SupplierChanged'], handle: (event) => void later.push(event.name) });
      cache.set('probe', 'cached');
      cache.get('probe');
      const saved = await runAs(ADMIN_ACTOR, () => suppliers.update(supplier.id, { name: 'Fournisseur écrit' }));
      expect(saved.name).toBe('Fournisseur écrit');
      expect(await nameOf(supplier.id)).toBe('Fournisseur écrit');
      expect((await historyOf(supplier.id)).map((h) => h.action)).toEqual(['create', 'update']);
      expect(later).toEqual(['SupplierChanged']);
      expect(cache.get('probe')).toBeUndefined();
      expect(errors).toHaveBeenCalledWith(
        expect.stringContaining('failing after commit failed on SupplierChanged after commit: mail down'),
      );
    } finally {
      errors.mockRestore();
    }
  });

  it('takes a subscriber off once, leaving the others in place when asked twice', async () => {
    const heard: string[] = [];
    const off = events.subscribe({
      name: 'once',
      phase: 'after-commit',
      events: ['SupplierChanged'],
      handle: () => void heard.push('once'),
    });
    on({ name: 'stays', phase: 'after-commit', events: ['SupplierChanged'], handle: () => void heard.push('stays') });
    off();
    off();
    await newSupplier('Fournisseur abonnés');
    expect(heard).toEqual(['stays']);
  });

  it('lets each entity say what its history leaves out, and records no entry for a write without an administrator', async () => {
    await events.write(async (m, publish) => {
      await publish({
        name: 'UserChanged',
        resource: 'users',
        changes: [{ id: 999_999, before: { role: 'pro', password_hash: 'a' }, after: { role: 'admin', password_hash: 'b' } }],
        historyIgnores: ['password_hash'],
      });
      expect(await m.query(`SELECT 1 FROM admin_history WHERE record_id = 999999`)).toEqual([]); // no actor: a script's write
    });
    await runAs(ADMIN_ACTOR, () =>
      events.write((_m, publish) =>
        publish({
          name: 'UserChanged',
          resource: 'users',
          changes: [{ id: 999_999, before: { role: 'pro', password_hash: 'a' }, after: { role: 'admin', password_hash: 'b' } }],
          historyIgnores: ['password_hash'],
        }),
      ),
    );
    const [entry] = await db.query(`SELECT changes FROM admin_history WHERE resource = 'users' AND record_id = 999999`);
    expect(entry.changes).toEqual([{ field: 'role', before: 'pro', after: 'admin' }]);
    await db.query(`DELETE FROM admin_history WHERE record_id = 999999`);
  });
});
