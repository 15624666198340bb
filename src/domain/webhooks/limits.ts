/** R24: endpoints per company, counting disabled ones and not deleted ones. */
export const MAX_ENDPOINTS_PER_COMPANY = 16;
/** Code points (R3) of an endpoint's description. */
export const MAX_DESCRIPTION_LENGTH = 500;
