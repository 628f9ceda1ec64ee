import type { AddressView } from "../../../core/customers/views.ts";

/** An address as the post office writes it: name, company, street and number, extra line, postcode and city, country, phone. */
export function AddressLines({
  address,
  countryName,
  phone,
}: {
  address: AddressView;
  countryName: string;
  /** The phone as people write it (`+351 912 345 678`), formatted by the loader. */
  phone: string;
}) {
  const street = [address.streetAddress, address.houseNumber].filter(Boolean).join(", ");
  const city = [address.postcode, address.city].filter(Boolean).join(" ");
  return (
    <address className="text-sm not-italic leading-6 text-stone-700">
      <span className="block font-medium text-stone-900">
        {address.firstName} {address.lastName}
      </span>
      {address.company ? <span className="block">{address.company}</span> : null}
      <span className="block">{street}</span>
      {address.additionalInfo ? <span className="block">{address.additionalInfo}</span> : null}
      <span className="block">{city}</span>
      <span className="block">{countryName}</span>
      <span className="mt-1 block text-stone-500">{phone}</span>
    </address>
  );
}
