import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { fieldMessages, VALIDATOR_OPTIONS } from '../common/validation';
import { COMPANY_MESSAGES as M } from './companies.messages';
import { CompanyInputDto } from './dto/company-input.dto';

const ADDRESS = { line1: '12 rue des Entrepreneurs', postalCode: '69003', city: 'Lyon' };
const VALID = {
  legalName: 'Solaire Rhône SARL',
  siret: '404 833 048 00022',
  vatNumber: 'fr 83 404 833 048',
  billingAddress: ADDRESS,
  deliveryAddress: ADDRESS,
};

function check(body: Record<string, unknown>) {
  const dto = plainToInstance(CompanyInputDto, body);
  return { dto, fields: fieldMessages(validateSync(dto, VALIDATOR_OPTIONS)) };
}

describe('CompanyInputDto', () => {
  it('normalises the SIRET, the VAT number and the country', () => {
    const { dto, fields } = check({ ...VALID, billingAddress: { ...ADDRESS, country: ' be ', postalCode: '1000' } });
    expect(fields).toEqual({});
    expect(dto.siret).toBe('40483304800022');
    expect(dto.vatNumber).toBe('FR83404833048');
    expect(dto.billingAddress.country).toBe('BE');
    expect(dto.deliveryAddress.country).toBe('FR');
  });

  it('takes a blank or missing VAT number as none', () => {
    expect(check({ ...VALID, vatNumber: '  ' }).dto.vatNumber).toBeNull();
    expect(check({ ...VALID, vatNumber: undefined }).fields).toEqual({});
  });

  it('names the field at fault, nested ones by their path, in French', () => {
    expect(check({ ...VALID, siret: '40483304800023' }).fields).toEqual({ siret: M.siret });
    expect(check({ ...VALID, vatNumber: 'FR84404833048' }).fields).toEqual({ vatNumber: M.vatNumber });
    expect(check({ ...VALID, vatNumber: 'FR64443061841' }).fields).toEqual({ vatNumber: M.vatOfAnotherSiren });
    expect(check({ ...VALID, billingAddress: { ...ADDRESS, postalCode: '6900' } }).fields).toEqual({
      'billingAddress.postalCode': M.postalCode,
    });
    expect(check({ ...VALID, deliveryAddress: { ...ADDRESS, country: 'US' } }).fields).toEqual({ 'deliveryAddress.country': M.country });
    expect(check({ ...VALID, legalName: ' ' }).fields).toEqual({ legalName: M.required });
    expect(check({ ...VALID, legalName: 'x'.repeat(201) }).fields).toEqual({ legalName: M.tooLong(200) });
    expect(check({ ...VALID, siret: 40483304800022 }).fields).toEqual({ siret: M.text });
    expect(check({ ...VALID, billingAddress: undefined }).fields).toEqual({ billingAddress: M.required });
    expect(check({ ...VALID, billingAddress: 'Lyon' }).fields).toEqual({ billingAddress: M.address });
    expect(check({ ...VALID, billingAddress: [ADDRESS] }).fields).toEqual({ billingAddress: M.address });
  });
});
