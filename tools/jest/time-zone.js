// Unit, component and API tests run in one fixed time zone west of Greenwich (Los Angeles, with its summer time),
// whatever the machine's: a calendar day shown on the user's clock is then the day before, so a screen that does it
// fails here, as it would for every reader in the Americas, instead of passing on a UTC machine. Set before jest
// starts its workers (a config module is loaded first), which read it when they start.
process.env.TZ = 'America/Los_Angeles';
