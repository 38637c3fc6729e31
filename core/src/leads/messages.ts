/**
 * User-facing texts of the lead forms. The spec's own texts (§5, §8) are quoted
 * exactly, typos included ('occured'); the rest are Forecourt's choices for the
 * rules the spec leaves "not shown" (see README.md in this folder).
 */

// §5 / §8 texts, verbatim.
export const INVALID_POSTCODE_4_DIGITS = "Invalid postcode. Please enter a 4-digit number.";
export const TERMS_REQUIRED = "*You must agree to the terms of use before submitting.";
export const DELIVERY_POSTCODE_BLANK = "Please enter a postcode.";
export const GEOCODE_MISS = "Invalid postcode";
export const NO_DELIVERY_PRICE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";
export const FIX_ERRORS_HEADING = "Please fix the following errors:";
export const UNEXPECTED_ERROR = "An unexpected error occured";
export const SUBMIT_ERROR = "An error occurred when submitting this form";

// Forecourt's texts for rules the spec does not show.
export const NAME_REQUIRED = "Please enter your name.";
export const NAME_TOO_LONG = "Please keep your name under 100 characters.";
export const EMAIL_REQUIRED = "Please enter your email address.";
export const EMAIL_INVALID = "Please enter a valid email address.";
export const PHONE_REQUIRED = "Please enter your phone number.";
export const PHONE_INVALID = "Please enter a valid phone number (8 to 10 digits).";
export const COMMENTS_REQUIRED = "Please enter your comments.";
export const COMMENTS_TOO_LONG = "Please keep your comments under 5,000 characters.";
export const CATEGORY_REQUIRED = "Please select a category.";
export const LOCATION_REQUIRED = "Please select a location.";
export const DEALERSHIP_REQUIRED = "Please select a dealership.";
export const DISTRIBUTION_LOCATION_REQUIRED = "Please select a pick-up location.";
export const BOOKING_DATE_INVALID = "Please choose a valid booking date and time.";
export const REGO_INVALID = "Please enter a valid registration (up to 9 letters and digits).";
export const REGO_REQUIRED = "Please enter your registration.";
export const REGO_STATE_INVALID = "Please select the state your car is registered in.";
export const FIELD_TOO_LONG = "This answer is too long.";
export const ENQUIRY_TYPE_INVALID = "Please choose an enquiry or a test drive.";
export const PAYLOAD_NOT_OBJECT = "The form data must be a JSON object of field names and values.";
export const FIELD_NOT_TEXT = "Please enter text for this answer.";
export const CAR_REQUIRED = "Please choose a car: car_id is missing.";
export const NUMBER_INVALID = "Please enter a number.";
export const NZ_PLATE_INVALID = "Please enter a valid plate (up to 6 letters and digits).";
export const NZ_PLATE_HAS_NO_STATE =
  "New Zealand plates are looked up by plate only: leave out the state.";
