/** Own wording (issue 20): the API's refusals that are not about photos, usage or sign-in. */
export const API_REFUSALS = {
  /** 400 `bad_url`: the address is not valid percent-encoding (e.g. a lone `%`). */
  badUrl: "This address is not valid.",
  /** 409 `photo_key_reused`: a batch's photo key was sent again with a different photo; nothing was analysed. */
  photoKeyReused:
    "This photo key was already used for a different photo in this batch. Send each photo under its own key.",
  /** 409 `photo_reanalysed`: the same photo was analysed again without a charge as often as allowed. */
  photoReanalysed: (times: number): string =>
    `This photo was already analyzed again ${times} times in this batch without a new charge. Send it in a new batch to analyze it again.`,
  /** 400 `bad_body`: a request said it sent JSON and sent nothing, or what it sent is not JSON. */
  emptyBody: "This request needs a JSON body, and it came without one.",
  badJson: "The body of this request is not valid JSON.",
  /** 415 `unsupported_media_type`: a body in a format no route here reads. */
  unsupportedMediaType: "The body of this request must be JSON (Content-Type: application/json).",
  /** 413 `body_too_large`: a body over the route's size limit; nothing of it was read. */
  bodyTooLarge: "This request is larger than the server accepts here.",
  /** 404 `not_found`: no route at this address. */
  notFound: "There is nothing at this address.",
  /** 400 `validation_error`: a reservation's `key` is not a UUID. */
  reservationKey: "A reservation key must be a UUID, made once for each reservation.",
  /** 400 `validation_error`: a text field holds U+0000, which no field takes (nor the database). */
  nulCharacter: "Text in this request contains a null character (U+0000), which no field accepts.",
} as const;
