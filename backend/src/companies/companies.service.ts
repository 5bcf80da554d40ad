import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { CompanyProfile, PostalAddress } from '@stockwatt/shared';
import { RecordChange } from '../events/domain-event';
import { DomainEvents } from '../events/domain-events';
import { Company, COMPANY_HISTORY_IGNORES } from './company.entity';
import { CompanyInputDto, PostalAddressDto } from './dto/company-input.dto';

type Side = 'billing' | 'delivery';

/** A row's address on one side, as the profile says it. */
function addressOf(company: Company, side: Side): PostalAddress {
  return {
    line1: company[`${side}_line1`],
    line2: company[`${side}_line2`],
    postalCode: company[`${side}_postal_code`],
    city: company[`${side}_city`],
    country: company[`${side}_country`],
  };
}

function addressColumns(address: PostalAddressDto, side: Side): Partial<Company> {
  return {
    [`${side}_line1`]: address.line1,
    [`${side}_line2`]: address.line2 ?? null,
    [`${side}_postal_code`]: address.postalCode,
    [`${side}_city`]: address.city,
    [`${side}_country`]: address.country,
  };
}

export function companyProfile(company: Company): CompanyProfile {
  return {
    legalName: company.legal_name,
    siret: company.siret,
    vatNumber: company.vat_number,
    billingAddress: addressOf(company, 'billing'),
    deliveryAddress: addressOf(company, 'delivery'),
  };
}

/** The pro accounts' companies: one per account, written whole, read by the account and by the modules that copy it (offers, orders). */
@Injectable()
export class CompaniesService {
  constructor(
    @InjectRepository(Company) private readonly companies: Repository<Company>,
    private readonly events: DomainEvents,
  ) {}

  /** The account's company, or null when it has none; `manager`: read inside the caller's transaction. */
  async profileOf(userId: number, manager: EntityManager = this.companies.manager): Promise<CompanyProfile | null> {
    const company = await manager.findOneBy(Company, { user_id: userId });
    return company ? companyProfile(company) : null;
  }

  /** Creates or replaces the account's company (CompanyChanged: the change history keeps who did it). */
  put(userId: number, input: CompanyInputDto): Promise<CompanyProfile> {
    return this.events.write(async (m, publish) => {
      // The account's row, locked: two first saves of one account make one company, not a unique violation.
      await m.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const existing = await m.findOneBy(Company, { user_id: userId });
      const before = existing ? { ...existing } : null;
      const columns: Partial<Company> = {
        legal_name: input.legalName,
        siret: input.siret,
        vat_number: input.vatNumber ?? null,
        ...addressColumns(input.billingAddress, 'billing'),
        ...addressColumns(input.deliveryAddress, 'delivery'),
      };
      const saved = await m.save(
        Company,
        existing ? m.merge(Company, existing, columns) : m.create(Company, { user_id: userId, ...columns }),
      );
      await publish(companyChanged({ id: saved.id, before, after: saved }));
      return companyProfile(saved);
    });
  }
}

function companyChanged(change: RecordChange) {
  return { name: 'CompanyChanged', resource: 'companies', changes: [change], historyIgnores: COMPANY_HISTORY_IGNORES } as const;
}
