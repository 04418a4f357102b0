// A module with no code: what a stylesheet import becomes in a Node build of an app (createFirstPaintServerConfig),
// whose styles are the browser build's files.
module.exports = () => '';
