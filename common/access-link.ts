// The guest link with an access token (decision 043): `/e/{slug}?k=<token>`. The server signs the token
// (api/src/modules/guest/guest-pass.ts); the guest page trades it for a device pass and takes it out of
// the address bar. One name for the parameter, read and written on both sides.

/** The query parameter of the guest link that carries its access token. */
export const ACCESS_LINK_PARAM = 'k';
