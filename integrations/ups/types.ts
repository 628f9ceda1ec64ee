/**
 * The parts of UPS's JSON APIs the shop uses, transcribed by hand from UPS's own OpenAPI files
 * (GitHub UPS-API/api-documentation, commit e6f36df; integrations.md §2): OAuthClientCredentials.yaml,
 * Rating.yaml, Locator.yaml, Tracking.yaml, Shipping.yaml. Only the properties the client sends or
 * reads are listed; UPS accepts and returns many more.
 *
 * Naming: each type is named after its schema in `components/schemas`. Where two files define a
 * schema of the same name with different shapes (e.g. `Shipment_Shipper` in Rating.yaml and
 * Shipping.yaml), the type name is prefixed with the file (`Rating_…`, `Shipping_…`); every schema of
 * Tracking.yaml (generic names like `Package`, `Status`) is prefixed `Tracking_`.
 *
 * UPS sends every number as a string ("12.34", "2", "KGS"); an "indicator" is present-or-absent, its
 * value ignored (we send ""). From v2409 (Rating, Shipping) and v3 (Locator) repeated elements are
 * always arrays.
 */

// ---------------------------------------------------------------- OAuthClientCredentials.yaml

/** OAuthClientCredentials.yaml `tokenSuccessResponse` (200 of POST /security/v1/oauth/token). */
export interface tokenSuccessResponse {
  token_type?: string;
  /** Issue time, epoch milliseconds as a string. */
  issued_at?: string;
  client_id?: string;
  access_token: string;
  scope?: string;
  /** Lifetime in seconds, as a string ("14399"). */
  expires_in: string;
  refresh_count?: string;
  status?: string;
}

/** Common error body (OAuthClientCredentials.yaml `tokenErrorResponse`; Rating/Locator/Shipping.yaml `ErrorResponse`; Tracking.yaml `Response`). */
export interface ErrorResponse {
  response?: CommonErrorResponse;
}

/** `CommonErrorResponse` (Rating/Locator/Shipping.yaml; `errorResponseWrapper` in OAuth, `ErrorResponse` in Tracking). */
export interface CommonErrorResponse {
  errors?: ErrorMessage[];
}

/** `ErrorMessage` (Rating/Locator/Shipping.yaml; `errors` in OAuth, `Error` in Tracking). */
export interface ErrorMessage {
  code?: string;
  message?: string;
}

// ---------------------------------------------------------------- shared small containers

/** `UnitOfMeasurement` containers (Rating.yaml `PackageWeight_UnitOfMeasurement`, `Dimensions_UnitOfMeasurement`; same in Shipping.yaml). */
export interface UnitOfMeasurement {
  /** "KGS" | "LBS" for weights, "CM" | "IN" for dimensions. */
  Code: string;
  Description?: string;
}

/** Rating.yaml `Package_Dimensions` / Shipping.yaml `Package_Dimensions`: decimal strings. */
export interface Package_Dimensions {
  UnitOfMeasurement: UnitOfMeasurement;
  Length: string;
  Width: string;
  Height: string;
}

/** Rating.yaml `Package_PackageWeight` / Shipping.yaml `Package_PackageWeight`. */
export interface Package_PackageWeight {
  UnitOfMeasurement: UnitOfMeasurement;
  /** Decimal string, at most 6 characters. */
  Weight: string;
}

/** An address as UPS takes it in Rating and Shipping (`Shipper_Address`, `ShipTo_Address`, `ShipFrom_Address`). */
export interface ShipmentAddress {
  /** Up to three lines of at most 35 characters. */
  AddressLine: string[];
  City?: string;
  StateProvinceCode?: string;
  PostalCode?: string;
  CountryCode: string;
  /** Indicator: the address is residential. */
  ResidentialAddressIndicator?: string;
}

/** `AlternateDeliveryAddress_Address` (Rating.yaml; Shipping.yaml requires AddressLine and City too). */
export interface AlternateDeliveryAddress_Address {
  AddressLine?: string[];
  City?: string;
  PostalCode?: string;
  CountryCode: string;
}

/** `Shipment_ShipmentIndicationType` (Rating.yaml, Shipping.yaml): "01" hold for pickup at a UPS Access Point, "02" Access Point delivery. */
export interface Shipment_ShipmentIndicationType {
  Code: "01" | "02";
  Description?: string;
}

/** `Request_TransactionReference`: echoed back by UPS. */
export interface Request_TransactionReference {
  CustomerContext?: string;
}

/** `Response_ResponseStatus` (Rating.yaml, Shipping.yaml): Code "1" = success. */
export interface Response_ResponseStatus {
  Code: string;
  Description?: string;
}

/** A charge (`RatedShipment_TotalCharges`, `NegotiatedRateCharges_TotalCharge`, `ShipmentCharges_TotalCharges` …). */
export interface MonetaryAmount {
  CurrencyCode: string;
  /** Decimal string, e.g. "12.34". */
  MonetaryValue: string;
}

// ---------------------------------------------------------------- Rating.yaml

/** Rating.yaml `RATERequestWrapper`: body of POST /api/rating/{version}/{requestoption}. */
export interface RATERequestWrapper {
  RateRequest: RateRequest;
}

/** Rating.yaml `RateRequest`. */
export interface RateRequest {
  Request: RateRequest_Request;
  Shipment: RateRequest_Shipment;
}

/** Rating.yaml `RateRequest_Request` (RequestOption is listed as required; the path carries it too). */
export interface RateRequest_Request {
  RequestOption?: string;
  SubVersion?: string;
  TransactionReference?: Request_TransactionReference;
}

/** Rating.yaml `RateRequest_Shipment` (the properties we use). */
export interface RateRequest_Shipment {
  Shipper: Rating_Shipment_Shipper;
  ShipTo: Rating_Shipment_ShipTo;
  ShipFrom?: Rating_Shipment_ShipTo;
  AlternateDeliveryAddress?: { Name?: string; Address: AlternateDeliveryAddress_Address };
  ShipmentIndicationType?: Shipment_ShipmentIndicationType[];
  PaymentDetails?: Shipment_PaymentDetails;
  /** `Shipment_Service`: required for Rate, ignored for Shop. */
  Service?: { Code: string; Description?: string };
  NumOfPieces?: string;
  Package: Rating_Shipment_Package[];
  ShipmentRatingOptions?: { NegotiatedRatesIndicator?: string };
  /** `Shipment_InvoiceLineTotal`: required for international ratetimeintransit / shoptimeintransit. */
  InvoiceLineTotal?: MonetaryAmount;
  DeliveryTimeInformation?: Shipment_DeliveryTimeInformation;
}

/** Rating.yaml `Shipment_Shipper`. */
export interface Rating_Shipment_Shipper {
  Name?: string;
  /** Six-character UPS account number; needed for negotiated rates. */
  ShipperNumber?: string;
  Address: ShipmentAddress;
}

/** Rating.yaml `Shipment_ShipTo` (and `Shipment_ShipFrom`). */
export interface Rating_Shipment_ShipTo {
  Name?: string;
  Address: ShipmentAddress;
}

/** Rating.yaml `Shipment_PaymentDetails` with `PaymentDetails_ShipmentCharge` ("01" = transportation). */
export interface Shipment_PaymentDetails {
  ShipmentCharge: { Type: string; BillShipper?: { AccountNumber: string } }[];
}

/** Rating.yaml `Shipment_Package` (`PackagingType` "02" = customer supplied package). */
export interface Rating_Shipment_Package {
  PackagingType?: { Code: string; Description?: string };
  Dimensions?: Package_Dimensions;
  PackageWeight?: Package_PackageWeight;
}

/** Rating.yaml `Shipment_DeliveryTimeInformation`: asks for time in transit ("03" = non-document). */
export interface Shipment_DeliveryTimeInformation {
  PackageBillType: string;
  /** `DeliveryTimeInformation_Pickup`: Date YYYYMMDD, Time HHMM[SS]. */
  Pickup?: { Date: string; Time?: string };
}

/** Rating.yaml `RATEResponseWrapper`. */
export interface RATEResponseWrapper {
  RateResponse: RateResponse;
}

/** Rating.yaml `RateResponse`; `RatedShipment` is always an array from v2409. */
export interface RateResponse {
  Response: { ResponseStatus: Response_ResponseStatus; Alert?: { Code: string; Description: string }[] };
  RatedShipment: RateResponse_RatedShipment[];
}

/** Rating.yaml `RateResponse_RatedShipment` (the properties we read). */
export interface RateResponse_RatedShipment {
  /** `RatedShipment_Service`. */
  Service: { Code: string; Description?: string };
  TotalCharges: MonetaryAmount;
  /** `RatedShipment_NegotiatedRateCharges`: present when the account has negotiated rates. */
  NegotiatedRateCharges?: { TotalCharge: MonetaryAmount };
  TimeInTransit?: RatedShipment_TimeInTransit;
  /** `RatedShipment_GuaranteedDelivery`. */
  GuaranteedDelivery?: { BusinessDaysInTransit?: string; DeliveryByTime?: string; ScheduledDeliveryDate?: string };
}

/** Rating.yaml `RatedShipment_TimeInTransit` with `TimeInTransit_ServiceSummary` and `ServiceSummary_EstimatedArrival`. */
export interface RatedShipment_TimeInTransit {
  /** YYYYMMDD. */
  PickupDate: string;
  ServiceSummary: {
    Service?: { Description?: string };
    EstimatedArrival: {
      /** `EstimatedArrival_Arrival`: Date YYYYMMDD, Time HHMM[SS]. */
      Arrival: { Date: string; Time?: string };
      BusinessDaysInTransit: string;
      /** `EstimatedArrival_Pickup`. */
      Pickup: { Date: string; Time?: string };
      /** MON … SAT. */
      DayOfWeek: string;
      TotalTransitDays?: string;
    };
  };
}

// ---------------------------------------------------------------- Locator.yaml

/** Locator.yaml `LOCATORRequestWrapper`: body of POST /api/locations/{version}/search/availabilities/{reqOption}. */
export interface LOCATORRequestWrapper {
  LocatorRequest: LocatorRequest;
}

/** Locator.yaml `LocatorRequest` (the properties we send). */
export interface LocatorRequest {
  /** `LocatorRequest_Request`: RequestAction "Locator" (the only valid value). */
  Request: { RequestAction: "Locator"; TransactionReference?: Request_TransactionReference };
  OriginAddress: LocatorRequest_OriginAddress;
  /** `LocatorRequest_Translate`: Locale like "pt_PT". */
  Translate: { Locale: string };
  /** `LocatorRequest_UnitOfMeasurement`: "KM" | "MI". */
  UnitOfMeasurement?: { Code: "KM" | "MI" };
  LocationSearchCriteria?: LocatorRequest_LocationSearchCriteria;
}

/** Locator.yaml `LocatorRequest_OriginAddress` with `OriginAddress_AddressKeyFormat`. */
export interface LocatorRequest_OriginAddress {
  AddressKeyFormat: {
    AddressLine?: string;
    /** City. */
    PoliticalDivision2?: string;
    /** State or province. */
    PoliticalDivision1?: string;
    PostcodePrimaryLow?: string;
    CountryCode: string;
  };
  /** "1"–"50". */
  MaximumListSize?: string;
}

/** Locator.yaml `LocatorRequest_LocationSearchCriteria` with `LocationSearchCriteria_AccessPointSearch`. */
export interface LocatorRequest_LocationSearchCriteria {
  /** "01" = active-available (`AccessPointSearch.AccessPointStatus`). */
  AccessPointSearch?: { AccessPointStatus?: string; PublicAccessPointID?: string };
  /** "1"–"50", default 5. */
  MaximumListSize?: string;
  /** Whole number, 5–150 for KM. */
  SearchRadius?: string;
}

/** Locator.yaml `LOCATORResponseWrapper`. */
export interface LOCATORResponseWrapper {
  LocatorResponse: LocatorResponse;
}

/** Locator.yaml `LocatorResponse`. */
export interface LocatorResponse {
  /** `LocatorResponse_Response`: ResponseStatusCode "1" success, "0" failure with `Error`. */
  Response: {
    ResponseStatusCode: string;
    ResponseStatusDescription?: string;
    /** `Response_Error`. */
    Error?: { ErrorSeverity: string; ErrorCode: string; ErrorDescription?: string };
  };
  /** `LocatorResponse_SearchResults`. */
  SearchResults?: { DropLocation?: SearchResults_DropLocation[]; Disclaimer?: string };
}

/** Locator.yaml `SearchResults_DropLocation` (the properties we read). */
export interface SearchResults_DropLocation {
  /** UPS asks not to show this id to users. */
  LocationID: string;
  /** `DropLocation_Geocode`: decimal degrees as strings. */
  Geocode: { Latitude: string; Longitude: string };
  /** `DropLocation_AddressKeyFormat`: ConsigneeName is the location's name. */
  AddressKeyFormat: {
    ConsigneeName?: string;
    AddressLine?: string;
    PoliticalDivision2?: string;
    PoliticalDivision1?: string;
    PostcodePrimaryLow?: string;
    CountryCode?: string;
  };
  /** `DropLocation_Distance` with `Distance_UnitOfMeasurement`. */
  Distance: { Value: string; UnitOfMeasurement: { Code: string; Description?: string } };
  PhoneNumber?: string[];
  Timezone?: string;
  OperatingHours?: DropLocation_OperatingHours;
  /** `DropLocation_AccessPointInformation`. */
  AccessPointInformation?: {
    PublicAccessPointID?: string;
    AccessPointStatus?: { Code: string; Description?: string };
  };
}

/** Locator.yaml `DropLocation_OperatingHours`. */
export interface DropLocation_OperatingHours {
  StandardHours?: OperatingHours_StandardHours[];
}

/** Locator.yaml `OperatingHours_StandardHours`: HoursType "10" = regular operating hours. */
export interface OperatingHours_StandardHours {
  HoursType: string;
  DayOfWeek: StandardHours_DayOfWeek[];
}

/**
 * Locator.yaml `StandardHours_DayOfWeek`: Day "1" = Sunday … "7" = Saturday; OpenHours / CloseHours
 * military HHMM without leading zero ("930", "1700"), midnight "0"; indicators present or absent.
 */
export interface StandardHours_DayOfWeek {
  Day: string;
  OpenHours?: string;
  CloseHours?: string;
  ClosedIndicator?: string;
  Open24HoursIndicator?: string;
}

// ---------------------------------------------------------------- Tracking.yaml

/** Tracking.yaml `TrackApiResponse`: 200 of GET /api/track/v1/details/{inquiryNumber}. */
export interface TrackApiResponse {
  trackResponse?: { shipment?: Tracking_Shipment[] };
}

/** Tracking.yaml `Shipment`. */
export interface Tracking_Shipment {
  inquiryNumber?: string;
  package?: Tracking_Package[];
  /** `Warning`. */
  warnings?: { code?: string; message?: string }[];
}

/** Tracking.yaml `Package` (the properties we read). */
export interface Tracking_Package {
  trackingNumber?: string;
  currentStatus?: Tracking_Status;
  /** Newest first (Tracking.yaml `Activity`). */
  activity?: Tracking_Activity[];
  /** `DeliveryDate`: type "SDD" scheduled, "RDD" rescheduled, "DEL" delivered; date YYYYMMDD. */
  deliveryDate?: { type?: string; date?: string }[];
  /** `DeliveryTime`: type "DEL" carries the delivered time in `endTime` (HHMMSS). */
  deliveryTime?: { type?: string; startTime?: string; endTime?: string };
  /** `Service`. */
  service?: { code?: string; description?: string; levelCode?: string };
  packageCount?: number;
}

/** Tracking.yaml `Status`: `type` is the activity status type (the spec's example is "X"). */
export interface Tracking_Status {
  type?: string;
  code?: string;
  description?: string;
  simplifiedTextDescription?: string;
  statusCode?: string;
}

/** Tracking.yaml `Activity`: local `date` YYYYMMDD and `time` HHMMSS; `gmtOffset` like "-05:00". */
export interface Tracking_Activity {
  date?: string;
  time?: string;
  gmtDate?: string;
  gmtTime?: string;
  gmtOffset?: string;
  /** `Location` with `Address`. */
  location?: { address?: Tracking_Address; slic?: string };
  status?: Tracking_Status;
}

/** Tracking.yaml `Address`. */
export interface Tracking_Address {
  addressLine1?: string;
  city?: string;
  stateProvince?: string;
  postalCode?: string;
  country?: string;
  countryCode?: string;
}

// ---------------------------------------------------------------- Shipping.yaml

/** Shipping.yaml `SHIPRequestWrapper`: body of POST /api/shipments/{version}/ship. */
export interface SHIPRequestWrapper {
  ShipmentRequest: ShipmentRequest;
}

/** Shipping.yaml `ShipmentRequest`. */
export interface ShipmentRequest {
  /** `ShipmentRequest_Request`: RequestOption "nonvalidate" | "validate". */
  Request: { RequestOption: string; SubVersion?: string; TransactionReference?: Request_TransactionReference };
  Shipment: ShipmentRequest_Shipment;
  LabelSpecification?: ShipmentRequest_LabelSpecification;
}

/** Shipping.yaml `ShipmentRequest_Shipment` (the properties we send). */
export interface ShipmentRequest_Shipment {
  Description?: string;
  Shipper: Shipping_Shipment_Shipper;
  ShipTo: Shipping_Shipment_ShipTo;
  /** `Shipment_AlternateDeliveryAddress`: the Access Point; required with ShipmentIndicationType 01/02. */
  AlternateDeliveryAddress?: {
    Name: string;
    AttentionName: string;
    UPSAccessPointID?: string;
    Address: AlternateDeliveryAddress_Address;
  };
  /** `Shipment_PaymentInformation` with `PaymentInformation_ShipmentCharge`. */
  PaymentInformation?: { ShipmentCharge: { Type: string; BillShipper?: { AccountNumber: string } }[] };
  /** `Shipment_ReferenceNumber` (Value ≤ 35 characters). */
  ReferenceNumber?: { Code?: string; Value: string }[];
  /** `Shipment_Service`. */
  Service: { Code: string; Description?: string };
  ShipmentIndicationType?: Shipment_ShipmentIndicationType[];
  /** `Shipment_ShipmentServiceOptions` with `ShipmentServiceOptions_Notification` ("012" = alternate delivery location notification). */
  ShipmentServiceOptions?: {
    Notification?: { NotificationCode: string; EMail: { EMailAddress: string[] } }[];
  };
  ShipmentRatingOptions?: { NegotiatedRatesIndicator?: string };
  Package: Shipping_Shipment_Package[];
}

/** Shipping.yaml `Shipment_Shipper` (Name, ShipperNumber and Address required; `Shipper_Phone`). */
export interface Shipping_Shipment_Shipper {
  Name: string;
  AttentionName?: string;
  Phone?: { Number: string; Extension?: string };
  ShipperNumber: string;
  EMailAddress?: string;
  Address: ShipmentAddress;
}

/** Shipping.yaml `Shipment_ShipTo` (Name and Address required; `ShipTo_Phone`). */
export interface Shipping_Shipment_ShipTo {
  Name: string;
  AttentionName?: string;
  Phone?: { Number: string; Extension?: string };
  EMailAddress?: string;
  Address: ShipmentAddress;
}

/** Shipping.yaml `Shipment_Package` (`Package_Packaging` is required; "02" = customer supplied). */
export interface Shipping_Shipment_Package {
  Description?: string;
  Packaging: { Code: string; Description?: string };
  Dimensions?: Package_Dimensions;
  PackageWeight?: Package_PackageWeight;
}

/** Shipping.yaml `ShipmentRequest_LabelSpecification` (LabelStockSize Height/Width in inches: "6" × "4"). */
export interface ShipmentRequest_LabelSpecification {
  LabelImageFormat: { Code: string; Description?: string };
  LabelStockSize: { Height: string; Width: string };
  HTTPUserAgent?: string;
}

/** Shipping.yaml `SHIPResponseWrapper`. */
export interface SHIPResponseWrapper {
  ShipmentResponse: ShipmentResponse;
}

/** Shipping.yaml `ShipmentResponse`. */
export interface ShipmentResponse {
  Response: { ResponseStatus: Response_ResponseStatus };
  ShipmentResults: ShipmentResponse_ShipmentResults;
}

/** Shipping.yaml `ShipmentResponse_ShipmentResults` (the properties we read). */
export interface ShipmentResponse_ShipmentResults {
  /** `ShipmentResults_ShipmentCharges`. */
  ShipmentCharges?: { TotalCharges: MonetaryAmount; TransportationCharges?: MonetaryAmount };
  /** `ShipmentResults_NegotiatedRateCharges`. */
  NegotiatedRateCharges?: { TotalCharge?: MonetaryAmount };
  /** 1Z number of the first package, 18 characters. */
  ShipmentIdentificationNumber: string;
  /** Always an array from v2403. */
  PackageResults: ShipmentResults_PackageResults[];
}

/** Shipping.yaml `ShipmentResults_PackageResults` with `PackageResults_ShippingLabel`. */
export interface ShipmentResults_PackageResults {
  TrackingNumber: string;
  ShippingLabel?: {
    /** `ShippingLabel_ImageFormat`: "GIF", "PNG", "ZPL", "EPL", "SPL". */
    ImageFormat: { Code: string; Description?: string };
    /** Base64. */
    GraphicImage: string;
    HTMLImage?: string;
  };
}

/** Shipping.yaml `VOIDSHIPMENTResponseWrapper`: 200 of DELETE /api/shipments/{version}/void/cancel/{id}. */
export interface VOIDSHIPMENTResponseWrapper {
  VoidShipmentResponse: VoidShipmentResponse;
}

/** Shipping.yaml `VoidShipmentResponse` with `VoidShipmentResponse_SummaryResult` (Status.Code "1" = voided). */
export interface VoidShipmentResponse {
  Response: { ResponseStatus: Response_ResponseStatus };
  SummaryResult: { Status: { Code: string; Description: string } };
  /** `VoidShipmentResponse_PackageLevelResults`: Status.Code "1" voided or already voided, "0" not voided. */
  PackageLevelResults?: { TrackingNumber: string; Status: { Code: string; Description: string } }[];
}
