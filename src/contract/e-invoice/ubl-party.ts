/**
 * The supplier's and the buyer's parts of a MyInvois document (docs/e-invoicing.md): identifiers
 * by scheme (TIN, the registration or identification number, SST, tourism tax; `NA` where the
 * party has none), address, legal name and contact.
 */
import type { Address, BuyerTaxIdentity, SupplierTaxIdentity } from './tax-identity';
import { type UblNode, ublValue } from './ubl-values';

const NOT_APPLICABLE = 'NA';

const identifier = (value: string | null, schemeID: string) => ({
  ID: ublValue(value ?? NOT_APPLICABLE, { schemeID }),
});

function postalAddress(address: Address): UblNode {
  const lines = [address.line1, address.line2].filter((line): line is string => line !== null);
  return {
    CityName: ublValue(address.city),
    ...(address.postcode === null ? {} : { PostalZone: ublValue(address.postcode) }),
    CountrySubentityCode: ublValue(address.stateCode),
    AddressLine: lines.map((line) => ({ Line: ublValue(line) })),
    Country: [
      { IdentificationCode: ublValue(address.countryCode, { listID: 'ISO3166-1', listAgencyID: '6' }) },
    ],
  };
}

const contact = (party: { phone: string; email: string | null }): UblNode => ({
  Telephone: ublValue(party.phone),
  ...(party.email === null ? {} : { ElectronicMail: ublValue(party.email) }),
});

export function supplierParty(supplier: SupplierTaxIdentity): UblNode {
  return {
    Party: [
      {
        IndustryClassificationCode: ublValue(supplier.msicCode, { name: supplier.activityDescription }),
        PartyIdentification: [
          identifier(supplier.tin, 'TIN'),
          identifier(supplier.brn, 'BRN'),
          identifier(supplier.sstNumber, 'SST'),
          identifier(supplier.tourismTaxNumber, 'TTX'),
        ],
        PostalAddress: [postalAddress(supplier.address)],
        PartyLegalEntity: [{ RegistrationName: ublValue(supplier.name) }],
        Contact: [contact(supplier)],
      },
    ],
  };
}

export function buyerParty(buyer: BuyerTaxIdentity): UblNode {
  return {
    Party: [
      {
        PartyIdentification: [
          identifier(buyer.tin, 'TIN'),
          identifier(buyer.identificationNumber, buyer.identificationType),
          identifier(buyer.sstNumber, 'SST'),
        ],
        PostalAddress: [postalAddress(buyer.address)],
        PartyLegalEntity: [{ RegistrationName: ublValue(buyer.name) }],
        Contact: [contact(buyer)],
      },
    ],
  };
}
